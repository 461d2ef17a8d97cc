import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDevPath } from '../../src/shared/service-paths';
import { routedPath } from './routed-path';
import { redactFields, redactHeaders } from './redact';

/** An entry of `GET /__dev/requests` (README "Development endpoints"); secrets redacted. */
export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: unknown;
  body: unknown;
  at: number;
}

/** The last `capacity` requests (200 by default). */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  constructor(private readonly capacity = 200) {}

  push(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.shift();
  }

  list(path?: string): LoggedRequest[] {
    return path === undefined ? [...this.entries] : this.entries.filter((e) => e.path === path);
  }

  clear(): void {
    this.entries = [];
  }
}

function encryptedFields(request: FastifyRequest): readonly string[] {
  return request.routeOptions.config.contract?.endpoint.encrypt ?? [];
}

/**
 * Logs every request but /__dev/*; the body is filled in once parsed. Tokens,
 * signatures, passwords and the endpoint's AES fields are redacted (http/redact.ts):
 * the log is for seeing what was sent, not for lifting credentials.
 */
export function registerRequestLog(app: FastifyInstance, log: RequestLog, now: () => number): void {
  const pending = new WeakMap<FastifyRequest, LoggedRequest>();
  app.addHook('onRequest', async (request) => {
    const path = routedPath(request);
    if (isDevPath(path)) return;
    const entry: LoggedRequest = {
      method: request.method,
      path,
      headers: redactHeaders(request.headers),
      query: redactFields(request.query, encryptedFields(request)),
      body: null,
      at: now(),
    };
    pending.set(request, entry);
    log.push(entry);
  });
  app.addHook('preValidation', async (request) => {
    const entry = pending.get(request);
    if (entry) entry.body = redactFields(request.body ?? null, encryptedFields(request));
  });
}
