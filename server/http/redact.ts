/** What the request log shows in place of a secret. */
export const REDACTED = '[redacted]';

// Credentials in headers: the session token, signatures, bearer tokens, cookies.
const SECRET_HEADERS: ReadonlySet<string> = new Set(['token', 'sign', 'authorization', 'cookie']);

// Secret fields of any body or query, whatever the endpoint; an endpoint's AES
// fields (its contract's `encrypt`) are added per request.
const SECRET_FIELDS: readonly string[] = ['password', 'sign', 'token'];

export function redactHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | undefined> {
  const out: Record<string, string | string[] | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) && value !== undefined ? REDACTED : value;
  }
  return out;
}

function redactValue(value: unknown, secret: ReadonlySet<string>, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 8) return REDACTED; // too deep to inspect: hidden rather than risk a leak
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secret, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = secret.has(key) ? REDACTED : redactValue(field, secret, depth + 1);
  }
  return out;
}

/**
 * A copy of a body or query with every secret field replaced, at any depth:
 * password, sign, token and the endpoint's AES-encrypted fields.
 */
export function redactFields(value: unknown, encrypted: readonly string[] = []): unknown {
  return redactValue(value, new Set([...SECRET_FIELDS, ...encrypted]), 0);
}
