import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDevPath, pathOf } from '../../src/shared/service-paths';
import { isOperatorAuthorization } from '../config';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

function mayUseDevEndpoints(request: FastifyRequest, operatorToken: string): boolean {
  // The socket's own peer, never a forwarded header: a header is the caller's to write.
  if (isLoopbackAddress(request.raw.socket.remoteAddress)) return true;
  return isOperatorAuthorization(request.headers.authorization, operatorToken);
}

/**
 * /__dev/* reads every request's headers and wipes the database: only callers on
 * this machine, or with `Authorization: Bearer <operator token>` (CONTRACTS.md "The
 * operator API"), may use it. Anyone else, for example a phone on the LAN when the
 * server listens on HOST=0.0.0.0, gets 401 and changes nothing.
 */
export function registerDevAccessGate(app: FastifyInstance, operatorToken: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDevPath(pathOf(request.url))) return;
    if (mayUseDevEndpoints(request, operatorToken)) return;
    return reply
      .code(401)
      .send({ error: '开发接口仅限本机访问，或携带 Authorization: Bearer <运营接口令牌>' });
  });
}
