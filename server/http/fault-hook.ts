import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../src/shared/envelope';
import type { Fault, FaultStore } from './fault-store';
import { isDevPath } from '../../src/shared/service-paths';
import { routedPath } from './routed-path';

async function applyFault(fault: Fault, request: FastifyRequest, reply: FastifyReply) {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    // Closing the socket without an answer is what the app sees as a network failure.
    request.raw.socket.destroy();
    return reply.hijack();
  }
  if (fault.status !== undefined) {
    reply.code(fault.status);
    if (fault.body !== undefined) {
      return reply.type(fault.contentType ?? 'text/plain; charset=utf-8').send(fault.body);
    }
    const envelope: Envelope<null> = {
      code: fault.code ?? String(fault.status),
      msg: fault.msg ?? `模拟 HTTP ${fault.status}`,
      data: null,
    };
    return reply.send(envelope);
  }
  if (fault.code !== undefined) {
    const envelope: Envelope<null> = {
      code: fault.code,
      msg: fault.msg ?? `模拟错误 ${fault.code}`,
      data: null,
    };
    return reply.send(envelope);
  }
  // A delay alone: the request then proceeds normally.
}

/**
 * Development fault injection on every path but /__dev/*. It runs at preValidation,
 * after the body is read, so that the request log holds the body of faulted calls too.
 */
export function registerFaultHook(app: FastifyInstance, faults: FaultStore): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = routedPath(request);
    if (isDevPath(path)) return;
    const fault = faults.take(request.method, path);
    if (fault) await applyFault(fault, request, reply);
  });
}
