import type { FastifyReply } from 'fastify';
import type { Envelope } from './envelope';

/** HTTP 400 with an envelope naming what was wrong (the app toasts `msg`). */
export function badRequest(reply: FastifyReply, detail: string): FastifyReply {
  const body: Envelope<null> = { code: '400', msg: `请求参数错误：${detail}`, data: null };
  return reply.code(400).send(body);
}
