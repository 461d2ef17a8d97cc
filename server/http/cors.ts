import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAnalyticsServicePath } from '../../src/shared/service-paths';
import { routedPath } from './routed-path';

/**
 * Any origin, without credentials: nothing on these paths reads cookies, and
 * echoing the Origin with credentials would let any site make credentialed
 * calls. sendBeacon (credentials 'include') still delivers: its form-urlencoded
 * or text/plain body is a simple request with no preflight, and it never reads
 * the answer. fetch senders use the default credentials mode ('same-origin').
 */
function allowOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
}

/**
 * The analytics endpoints accept calls from any origin: the SDK may be embedded in a page
 * served elsewhere (benchmark pages, other apps of the platform).
 */
export function registerAnalyticsCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAnalyticsServicePath(routedPath(request))) return;
    allowOrigin(reply);
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
