import type { FastifyRequest } from 'fastify';
import { pathOf } from '../../src/shared/service-paths';

/**
 * The path as the router matches it, percent-decoded: `/%5F%5Fdev/sms` is `/__dev/sms`.
 * Hooks that tell path families apart must use this, not the raw URL, or an encoded
 * letter moves a request into another family. A malformed encoding stays as sent.
 */
export function routedPath(request: FastifyRequest): string {
  const raw = pathOf(request.url);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
