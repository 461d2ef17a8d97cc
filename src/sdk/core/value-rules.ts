/**
 * The value rules of spec 001 §5 that both ends of track() share: the
 * call-time capture (fast-props.ts) and the data rules (data-rules.ts). Pure.
 */
import { MAX_ELEMENT_SELECTOR_LENGTH, MAX_STRING_LENGTH } from './constants';
import { formatDate } from './date-format';

// spec 001 §5: element selector and path keep up to 1024 characters.
const LONG_STRING_KEYS = new Set(['$element_selector', '$element_path']);

/** The longest string kept for a property (spec 001 §5). */
export function maxLengthOf(key: string): number {
  return LONG_STRING_KEYS.has(key) ? MAX_ELEMENT_SELECTOR_LENGTH : MAX_STRING_LENGTH;
}

/** Cuts a string to `max` characters (by UTF-16 code unit, as sa-sdk does). */
export function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

export function stringifyObject(value: object): string | null {
  try {
    const json = JSON.stringify(value);
    return typeof json === 'string' ? json : null;
  } catch {
    return null; // circular structures, BigInt inside
  }
}

/** One array item as a string (spec 001 §5: arrays become arrays of strings). */
function arrayItem(item: unknown): string | null {
  if (item === null || item === undefined) return null;
  if (typeof item === 'string') return truncate(item, MAX_STRING_LENGTH);
  if (typeof item === 'number') return Number.isFinite(item) ? String(item) : null;
  if (typeof item === 'boolean') return String(item);
  if (item instanceof Date) return Number.isNaN(item.getTime()) ? null : formatDate(item);
  if (typeof item === 'object') {
    const json = stringifyObject(item);
    return json === null ? null : truncate(json, MAX_STRING_LENGTH);
  }
  return null; // functions, symbols, bigint
}

/** An array as an array of strings (holes and unusable items left out), sized once. */
export function stringArray(value: unknown[]): string[] {
  const items = new Array<string>(value.length);
  let count = 0;
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    // The usual item, a short string, needs no call.
    const text =
      typeof item === 'string' && item.length <= MAX_STRING_LENGTH ? item : arrayItem(item);
    if (text !== null) items[count++] = text;
  }
  items.length = count;
  return items;
}
