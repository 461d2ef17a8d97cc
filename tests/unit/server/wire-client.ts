import { aesEncrypt } from '../../../src/shared/cipher';
import type { Endpoint } from '../../../src/shared/contract';
import { signParams } from '../../../src/shared/sign';
import type { ServerSecrets } from '../../../server/config';

/**
 * What the app sends for an endpoint (src/api/secure-params.ts, in short): the
 * AES fields encrypted, then timestamp and sign added for a signed endpoint.
 */
export function wireParams(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  secrets: ServerSecrets,
  now: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const field of endpoint.encrypt ?? []) {
    const value = out[field];
    if (typeof value === 'string') out[field] = aesEncrypt(value, secrets.testTokenAesKey);
  }
  if (!endpoint.sign) return out;
  return { ...out, timestamp: now, sign: signParams(out, now, secrets.signSecrets[endpoint.sign]) };
}

/** The inject options of a call: the query of a GET, else the JSON body. */
export function injectCall(
  endpoint: Endpoint,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  if (endpoint.method === 'GET') {
    const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return { method: endpoint.method, url: endpoint.path, query, headers };
  }
  return { method: endpoint.method, url: endpoint.path, payload: params, headers };
}
