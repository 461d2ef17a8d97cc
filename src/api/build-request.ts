import { buildHeaders } from './headers';
import type { RequestOptions } from './request-options';
import { secureParams } from './secure-params';

function queryValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function withQuery(url: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, queryValue(value));
  }
  const text = search.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/**
 * Options → the fetch URL and init (without the abort signal). Only
 * same-origin paths are accepted: the token header must never reach another host.
 */
export async function buildRequest(
  options: RequestOptions,
  now: number,
): Promise<{ url: string; init: RequestInit }> {
  if (!options.url.startsWith('/') || options.url.startsWith('//')) {
    throw new TypeError(`request(): expected a same-origin path, got "${options.url}"`);
  }
  const security = { sign: options.sign, encrypt: options.encrypt };
  if (options.method === 'GET') {
    const query = await secureParams({ ...options.params, ...options.data }, security, now);
    return {
      url: withQuery(options.url, query),
      init: {
        method: 'GET',
        headers: buildHeaders(false, options.headers),
        credentials: 'same-origin',
      },
    };
  }
  const body = await secureParams(options.data ?? {}, security, now);
  return {
    url: withQuery(options.url, options.params ?? {}),
    init: {
      method: options.method,
      headers: buildHeaders(true, options.headers),
      body: JSON.stringify(body),
      credentials: 'same-origin',
    },
  };
}
