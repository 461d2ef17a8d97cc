import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAnalyticsServicePath, pathOf } from './service-paths';

function allowOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  // Echo the origin (not '*') so senders using credentials are accepted too.
  reply.header('access-control-allow-origin', origin ?? '*');
  if (origin) {
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  }
}

/**
 * The analytics endpoints accept calls from any origin: the SDK may be embedded in a page
 * served elsewhere (benchmark pages, other apps of the platform).
 */
export function registerAnalyticsCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAnalyticsServicePath(pathOf(request.url))) return;
    allowOrigin(request, reply);
    if (request.method !== 'OPTIONS') return;
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    );
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
