import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOperatorAuthorization } from '../config';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The name part of a Host header: `[::1]:5173` → `::1`, `localhost:80` → `localhost`. */
export function hostName(host: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return host.replace(/:\d*$/, '').toLowerCase();
}

function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

export interface DevGateOptions {
  operatorToken: string;
  /** Host names besides the loopback ones a loopback caller may use (the HOST the server listens on). */
  allowedHosts: readonly string[];
}

/**
 * Why a request may not use /__dev/*, or null when it may. A browser page of another site
 * reaches a loopback server too (a text/plain form POST needs no preflight; a rebound DNS
 * name points at 127.0.0.1), so a loopback caller must also name this server in `Host`,
 * and an `Origin`, when sent, must be this server's own. The operator token is a secret a
 * page never has, so its bearer is trusted from any address and host name.
 */
export function devAccessProblem(
  request: FastifyRequest,
  opts: DevGateOptions,
): { status: 401 | 403; error: string } | null {
  const origin = request.headers.origin;
  const host = request.headers.host ?? '';
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`) {
    return { status: 403, error: '开发接口拒绝跨站请求（Origin 不是本服务）' };
  }
  if (isOperatorAuthorization(request.headers.authorization, opts.operatorToken)) return null;
  // The socket's own peer, never a forwarded header: a header is the caller's to write.
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) {
    const error = '开发接口仅限本机访问，或携带 Authorization: Bearer <运营接口令牌>';
    return { status: 401, error };
  }
  const name = hostName(host);
  if (!isLoopbackName(name) && !opts.allowedHosts.includes(name)) {
    const error = `开发接口拒绝该 Host（${name || '空'}）：请用 127.0.0.1 或 localhost 访问`;
    return { status: 403, error };
  }
  return null;
}

/**
 * The gate of the /__dev scope: an onRequest hook of that scope alone, so it runs on the
 * routed (decoded) path. Checking the raw URL let `/%5F%5Fdev/sms` through.
 */
export function addDevAccessGate(scope: FastifyInstance, opts: DevGateOptions): void {
  scope.addHook('onRequest', async (request, reply) => {
    const problem = devAccessProblem(request, opts);
    if (problem === null) return;
    return reply.code(problem.status).send({ error: problem.error });
  });
}
