import { readItem, SESSION_KEYS, STORAGE_KEYS } from '../lib/storage';

// spec 000 §7/§9: every call carries the channel id 700000 and login_type app.
export const CHANNEL_ID = '700000';

// Header values must be visible ASCII; anything else (a mangled query value)
// would make fetch throw, so such a value is left out instead.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

function safe(value: string | null): string | null {
  return value !== null && HEADER_SAFE.test(value) ? value : null;
}

/** Headers common to every call (spec 000 §7); token and version only when present. */
export function buildHeaders(hasJsonBody: boolean): Record<string, string> {
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
  return headers;
}
