import type { AbtestSetup } from '../../src/sdk/core/abtest-protocol';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Checks a setup arriving over postMessage (the page validated the URL's
 * project key and scheme already; this guards the worker against anything
 * else). Returns a clear message for the first problem, or null.
 */
export function checkAbtestSetup(setup: AbtestSetup): string | null {
  if (typeof setup !== 'object' || setup === null) return 'setup must be an object';
  if (!isText(setup.url) || !setup.url.startsWith('http')) return 'url must start with http';
  if (typeof setup.platform !== 'string') return 'platform must be a string';
  if (!isPositive(setup.timeoutMs)) return 'timeoutMs must be a positive number';
  if (!isPositive(setup.refreshMs)) return 'refreshMs must be a positive number';
  if (!isText(setup.dbName)) return 'dbName must be a non-empty string';
  if (!isText(setup.visitor?.anonymous_id))
    return 'visitor.anonymous_id must be a non-empty string';
  return null;
}
