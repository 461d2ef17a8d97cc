/**
 * Id and identity-key rules of spec 001 §5, plus the length limits for element
 * and referrer strings (spec 001 §9). Pure; each check returns `null` when valid,
 * else the warning text of spec 001 §8.
 */
import { checkName, describe, truncate } from './data-rules';
import {
  ANONYMOUS_ID_KEY,
  COOKIE_ID_KEY,
  LOGIN_ID_KEY,
  MAX_ELEMENT_SELECTOR_LENGTH,
  MAX_ELEMENT_TEXT_LENGTH,
  MAX_ID_LENGTH,
  MAX_ITEM_ID_LENGTH,
  MAX_REFERRER_LENGTH,
} from './constants';

// sa-sdk-javascript's reserved identity names per call.
const LOGIN_RESERVED = [ANONYMOUS_ID_KEY, COOKIE_ID_KEY];
const BIND_RESERVED = [LOGIN_ID_KEY, ANONYMOUS_ID_KEY, COOKIE_ID_KEY];
const UNBIND_RESERVED = [ANONYMOUS_ID_KEY, LOGIN_ID_KEY];

/** spec 001 §5: ids are non-empty strings of at most 255 characters. */
export function checkId(id: unknown): string | null {
  if (typeof id !== 'string') return `${describe(id)} must be string`;
  if (id.trim().length === 0) return 'Id is empty';
  if (id.length > MAX_ID_LENGTH) return `${id} length is longer than ${MAX_ID_LENGTH}`;
  return null;
}

/** sa-sdk accepts numeric ids and sends them as strings. */
export function toIdString(id: unknown): unknown {
  return typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
}

/** spec 001 §5: item_type follows the name rules. */
export function checkItemType(itemType: unknown): string | null {
  return checkName(itemType);
}

/** spec 001 §5: item_id is a non-empty string of at most 500. */
export function checkItemId(itemId: unknown): string | null {
  if (typeof itemId !== 'string') return `${describe(itemId)} must be string`;
  if (itemId.trim().length === 0) return 'item_id is empty';
  if (itemId.length > MAX_ITEM_ID_LENGTH) {
    return `${itemId} length is longer than ${MAX_ITEM_ID_LENGTH}`;
  }
  return null;
}

function checkIdentityKey(key: unknown, reserved: readonly string[]): string | null {
  const nameWarning = checkName(key);
  if (nameWarning !== null) return nameWarning;
  return reserved.includes(key as string) ? `${key as string} is invalid` : null;
}

/** spec 001 §5: the login id key cannot be a reserved identity name. */
export function checkLoginKey(key: unknown): string | null {
  return checkIdentityKey(key, LOGIN_RESERVED);
}

/** spec 001 §5: bind keys cannot be reserved, nor the current login key. */
export function checkBindKey(key: unknown, historyLoginName: string): string | null {
  const warning = checkIdentityKey(key, BIND_RESERVED);
  if (warning !== null) return warning;
  return historyLoginName !== '' && key === historyLoginName ? `${key} is invalid` : null;
}

/** spec 001 §5: unbind keys cannot be the anonymous or login identity. */
export function checkUnbindKey(key: unknown): string | null {
  return checkIdentityKey(key, UNBIND_RESERVED);
}

/** spec 001 §9: element text is cut at 255 characters (whitespace collapsed first). */
export function elementText(text: string): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), MAX_ELEMENT_TEXT_LENGTH);
}

/** spec 001 §5: element selector and path keep up to 1024 characters. */
export function elementSelector(selector: string): string {
  return truncate(selector, MAX_ELEMENT_SELECTOR_LENGTH);
}

/** spec 001 §9: referrer 200. */
export function referrerValue(referrer: string): string {
  return truncate(referrer, MAX_REFERRER_LENGTH);
}
