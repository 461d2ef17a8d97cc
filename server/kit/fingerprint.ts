import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted by code unit at every depth, entries whose value
 * is `undefined` dropped (as JSON.stringify drops them), arrays kept in order, no
 * whitespace. Two inputs that mean the same (the app sent the fields in another order)
 * give the same text. Values are what a validated input holds: JSON values (a Date
 * becomes its ISO text through toJSON, as JSON.stringify does).
 */
export function canonicalJson(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const withJson = value as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return canonicalJson(withJson.toJSON());
    if (Array.isArray(value)) {
      return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
    }
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint an idempotency key is stored with: sha256 (hex) of the canonical JSON
 * of the VALIDATED input, i.e. what the handler would get. So the signature's
 * `timestamp` and `sign` (new on every retry of a signed call) are not in it, AES fields
 * count by their plain value, and fields the schema does not know (stripped by it) or
 * defaults it fills in do not make a retry look like another request.
 */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}
