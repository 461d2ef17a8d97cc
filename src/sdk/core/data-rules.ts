/**
 * Data rules of spec 001 §5 for event and property names and values (CONTRACTS.md
 * `src/sdk/core/data-rules.ts`). Pure: no I/O, no clock. Warning texts follow
 * spec 001 §8 and sa-sdk-javascript ('{name} is invalid', ...).
 */
import { MAX_ELEMENT_SELECTOR_LENGTH, MAX_STRING_LENGTH } from './constants';
import { isPlainObject, keepsAsIs, ownCopy } from './fast-props';
import { checkName, describe } from './names';

export { checkName, describe };

// spec 001 §5: element selector and path keep up to 1024 characters.
const LONG_STRING_KEYS = new Set(['$element_selector', '$element_path']);

/** Cuts a string to `max` characters (by UTF-16 code unit, as sa-sdk does). */
export function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** spec 001 §5: dates are sent as `yyyy-MM-dd HH:mm:ss.SSS` in local time. */
export function formatDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.` +
    pad(date.getMilliseconds(), 3)
  );
}

/** normalizeValue's answer for a value that is dropped (no result object per value). */
const DROP: unique symbol = Symbol('drop');

function stringifyObject(value: object): string | null {
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

function normalizeValue(key: string, value: unknown, warnings: string[]): unknown {
  if (typeof value === 'string') {
    const max = LONG_STRING_KEYS.has(key) ? MAX_ELEMENT_SELECTOR_LENGTH : MAX_STRING_LENGTH;
    if (value.length <= max) return value;
    warnings.push(`${key} length is longer than ${max}`);
    return truncate(value, max);
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : DROP;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? DROP : formatDate(value);
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const item of value as unknown[]) {
      const text = arrayItem(item);
      if (text !== null) items.push(text);
    }
    return items;
  }
  if (value !== null && typeof value === 'object') {
    const json = stringifyObject(value);
    const max = LONG_STRING_KEYS.has(key) ? MAX_ELEMENT_SELECTOR_LENGTH : MAX_STRING_LENGTH;
    return json === null ? DROP : truncate(json, max);
  }
  return DROP; // null, symbol, bigint
}

type Normalized = { properties: Record<string, unknown>; warnings: string[] };

/**
 * Applies every value rule of spec 001 §5: strings cut at 500 (1024 for the
 * element selector/path), finite numbers, booleans, dates formatted, arrays as
 * string arrays, objects stringified, functions called (their result normalized;
 * a throwing function is dropped). Invalid names and other types are dropped
 * with a warning. Never throws.
 */
export function normalizeProperties(props: unknown): Normalized {
  try {
    return normalize(props);
  } catch {
    // A revoked Proxy, or one whose ownKeys/getPrototypeOf trap throws.
    return { properties: {}, warnings: ['properties could not be read'] };
  }
}

function normalize(props: unknown): Normalized {
  const properties: Record<string, unknown> = {};
  const warnings: string[] = [];
  if (props === undefined || props === null) return { properties, warnings };
  if (!isPlainObject(props)) {
    warnings.push('properties must be object');
    return { properties, warnings };
  }
  const copy = ownCopy(props);
  if (copy !== null && keepsAsIs(copy)) return { properties: copy, warnings };
  const source = copy ?? props;

  for (const key of Object.keys(source)) {
    const nameWarning = checkName(key);
    if (nameWarning !== null) {
      warnings.push(nameWarning);
      continue;
    }
    let value: unknown;
    try {
      value = source[key];
      if (typeof value === 'function') value = (value as () => unknown)();
    } catch {
      warnings.push(`${key} is invalid`);
      continue;
    }
    if (value === undefined) {
      warnings.push(`${key} is undefined`);
      continue;
    }
    if (typeof value === 'function') {
      warnings.push(`${key} is invalid`);
      continue;
    }
    const result = normalizeValue(key, value, warnings);
    if (result === DROP) warnings.push(`${key} is invalid`);
    else properties[key] = result;
  }
  return { properties, warnings };
}
