import md5 from 'crypto-js/md5';

/**
 * Whose secret signs a call (spec 000 §6): the user's or the bidder's. A contract
 * names it (`sign`), the app signs with it and the server checks with the same name.
 */
export type SignIdentity = 'user' | 'bidder';

/**
 * Request signature shared by the app and the reference server (CONTRACTS.md).
 * Empty values are dropped so that optional fields never change the signature.
 */
export function signParams(
  params: Record<string, unknown>,
  timestamp: string | number,
  secret: string,
): string {
  const pairs: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    pairs[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  pairs.timestamp = String(timestamp);
  // Code-unit order, not localeCompare: the server side sorts the same way.
  const keys = Object.keys(pairs).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const joined = keys.map((key) => `${key}=${pairs[key]}`).join('&');
  return md5(`${joined}&key=${secret}`).toString().toUpperCase();
}
