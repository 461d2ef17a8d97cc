import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../src/shared/envelope';
import { isApiPath } from '../../src/shared/service-paths';
import { routedPath } from './routed-path';

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不是有效的 JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求体过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的 Content-Type';
    default:
      return status >= 500 ? '服务器内部错误' : `请求无效：${error.message}`;
  }
}

/**
 * Bad input never crashes the server: parser and validation errors become a clear 4xx,
 * anything unexpected a logged 500. /api/* answers the envelope, the rest `{ error }`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const raw = error.statusCode ?? 500;
    const status = raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = clientMessage(error, status);
    if (isApiPath(routedPath(request))) {
      const body: Envelope<null> = { code: String(status), msg: message, data: null };
      return reply.code(status).send(body);
    }
    const detail = status >= 500 ? 'internal server error' : error.message;
    return reply.code(status).send({ error: detail });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed
 * percent-encoding in the path, FST_ERR_BAD_URL) skip setErrorHandler and would answer
 * Fastify's own shape; /api/* answers the envelope here too, the rest `{ error }`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const raw = error.statusCode ?? 400;
  const status = raw >= 400 && raw < 600 ? raw : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? '请求地址无效' : clientMessage(error, status);
  if (isApiPath(routedPath(request))) {
    const body: Envelope<null> = { code: String(status), msg: message, data: null };
    void reply.code(status).send(body);
    return;
  }
  void reply.code(status).send({ error: error.message });
}
