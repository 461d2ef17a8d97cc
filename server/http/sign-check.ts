import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { signParams } from '../../src/shared/sign';
import { ERRORS, fail } from './envelope';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The app adds `timestamp` and `sign` to the params (interfaces.md "Signed calls");
 * the sign covers every other non-empty param, recomputed with the shared signParams.
 */
export function isSignatureValid(params: unknown, secret: string): boolean {
  if (!isRecord(params)) return false;
  const { sign, timestamp, ...rest } = params;
  if (typeof sign !== 'string' || sign === '') return false;
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return false;
  if (timestamp === '') return false;
  return signParams(rest, timestamp, secret) === sign;
}

/** preHandler answering SIGN01 when the request is not signed with `secret`. */
export function requireSignature(secret: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.method === 'GET' ? request.query : request.body;
    if (!isSignatureValid(params, secret)) return reply.send(fail(ERRORS.signature));
  };
}
