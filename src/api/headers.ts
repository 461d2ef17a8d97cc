import { readItem, SESSION_KEYS, STORAGE_KEYS } from '../lib/storage';

// spec 000 §7/§9: every call carries the channel id 700000 and login_type app.
export const CHANNEL_ID = '700000';

// Header values must be visible ASCII; anything else (a mangled query value)
// would make fetch throw, so such a value is left out instead.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

function safe(value: string | null): string | null {
  return value !== null && HEADER_SAFE.test(value) ? value : null;
}

/**
 * The headers a call may add of its own (`call(endpoint, input, { headers })`).
 * An allow-list, so a caller can never override the common headers (token,
 * channelId, version) or send something the server's CORS rules do not expect.
 * `Idempotency-Key`: a payment or other money-changing call sends one key per
 * user action, so a resent request (a paused mutation resumed after a reload,
 * a retry) is recognised by the server and not carried out twice.
 */
export const EXTRA_HEADER_NAMES = ['Idempotency-Key'] as const;
export type ExtraHeaderName = (typeof EXTRA_HEADER_NAMES)[number];
export type ExtraHeaders = Partial<Record<ExtraHeaderName, string>>;

/** The allowed, well-formed extra headers; anything else is dropped with a warning. */
export function allowedExtraHeaders(extra: Readonly<Record<string, string>> = {}): ExtraHeaders {
  const out: ExtraHeaders = {};
  for (const [name, value] of Object.entries(extra)) {
    const allowed = EXTRA_HEADER_NAMES.find((known) => known.toLowerCase() === name.toLowerCase());
    if (allowed && safe(value)) out[allowed] = value;
    else console.warn(`[request] header "${name}" is not allowed or not visible ASCII; dropped`);
  }
  return out;
}

/** Headers common to every call (spec 000 §7); token and version only when present. */
export function buildHeaders(
  hasJsonBody: boolean,
  extra?: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    channelId: CHANNEL_ID,
    login_type: 'app',
  };
  const token = safe(readItem(STORAGE_KEYS.token));
  if (token) headers.token = token;
  const version = safe(readItem(SESSION_KEYS.version, 'session'));
  if (version) headers.version = version;
  if (hasJsonBody) headers['Content-Type'] = 'application/json;charset=UTF-8';
  return { ...headers, ...allowedExtraHeaders(extra) };
}
