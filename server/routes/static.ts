import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../src/shared/envelope';
import { isApiPath, isServicePath, pathOf } from '../../src/shared/service-paths';
import { cacheControlFor } from '../static/cache-headers';

/**
 * A client-side route: GET of a path that is no service and does not look like a file.
 * Missing files (an old hashed chunk after a deploy) must stay 404, never HTML.
 */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request.url);
  if (isServicePath(path) || path.startsWith('/assets/')) return false;
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

function notFound(request: FastifyRequest, reply: FastifyReply, message: string) {
  const path = pathOf(request.url);
  if (isApiPath(path)) {
    const body: Envelope<null> = { code: '404', msg: `接口不存在：${path}`, data: null };
    return reply.code(404).send(body);
  }
  return reply.code(404).send({ error: message });
}

/** Serves the built PWA with cache headers, and index.html for client-side routes. */
export async function registerStaticRoutes(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir ? resolve(distDir) : undefined;
  const built = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath.slice(root.length)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isAppRoute(request)) return notFound(request, reply, `not found: ${pathOf(request.url)}`);
    if (!built) return notFound(request, reply, '应用尚未构建，请先运行 npm run build');
    return reply.sendFile('index.html');
  });
}
