/**
 * The identity cookie's JSON text, in sa-sdk-javascript's format: identities are
 * base64 of their JSON (so a page switching from sa-sdk keeps its visitors), and
 * the in-memory `_distinct_id`/`_first_id` are never written. Pure; the cookie
 * is untrusted input and is validated field by field.
 */
import { COOKIE_ID_KEY } from './constants';
import { decodeBase64Utf8, encodeBase64Utf8 } from './encode';
import type { IdentityState } from './identity';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && item !== '') out[key] = item;
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readIdentities(raw: unknown): Record<string, string> | null {
  if (typeof raw === 'string') {
    const decoded = decodeBase64Utf8(raw);
    return decoded === null ? null : stringRecord(parseJson(decoded));
  }
  return stringRecord(raw);
}

/** The stored state, or `null` when the text is not a usable identity. */
export function parseIdentity(text: string | null): IdentityState | null {
  if (!text) return null;
  const raw = parseJson(text);
  if (!isRecord(raw) || typeof raw.distinct_id !== 'string' || raw.distinct_id === '') return null;
  const distinct = raw.distinct_id;
  const first = typeof raw.first_id === 'string' ? raw.first_id : '';
  const identities = readIdentities(raw.identities) ?? {};
  if (!identities[COOKIE_ID_KEY]) identities[COOKIE_ID_KEY] = first || distinct;
  const history = isRecord(raw.history_login_id) ? raw.history_login_id : {};
  return {
    distinct_id: distinct,
    first_id: first,
    props: isRecord(raw.props) ? raw.props : {},
    identities,
    history_login_id: {
      name: typeof history.name === 'string' ? history.name : '',
      value: typeof history.value === 'string' ? history.value : '',
    },
    $device_id:
      typeof raw.$device_id === 'string' && raw.$device_id ? raw.$device_id : first || distinct,
  };
}

export function serializeIdentity(state: IdentityState): string {
  return JSON.stringify({
    distinct_id: state.distinct_id,
    first_id: state.first_id,
    props: state.props,
    identities: encodeBase64Utf8(JSON.stringify(state.identities)),
    history_login_id: state.history_login_id,
    $device_id: state.$device_id,
  });
}
