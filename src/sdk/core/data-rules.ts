/**
 * Data rules of spec 001 §5 for event and property names and values (CONTRACTS.md
 * `src/sdk/core/data-rules.ts`). Pure: no I/O, no clock. Warning texts follow
 * spec 001 §8 and sa-sdk-javascript ('{name} is invalid', ...).
 */
import { MAX_ELEMENT_SELECTOR_LENGTH, MAX_STRING_LENGTH } from './constants';
import { formatDate } from './date-format';
import { isPlainObject, ownCopy } from './fast-props';
import { checkName, describe, KNOWN_VALID_NAMES } from './names';

export { checkName, describe, formatDate };

// spec 001 §5: element selector and path keep up to 1024 characters.
const LONG_STRING_KEYS = new Set(['$element_selector', '$element_path']);

/** Cuts a string to `max` characters (by UTF-16 code unit, as sa-sdk does). */
export function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

const hasOwn = Object.prototype.hasOwnProperty;

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

/** An array as an array of strings (holes and unusable items left out). */
function stringArray(value: unknown[]): string[] {
  const items: string[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    // The usual item, a short string, needs no call.
    const text =
      typeof item === 'string' && item.length <= MAX_STRING_LENGTH ? item : arrayItem(item);
    if (text !== null) items.push(text);
  }
  return items;
}

/** A value that is not a function, normalized; DROP (after its warning) when it is dropped. */
function normalizeData(key: string, value: unknown, warnings: string[]): unknown {
  if (typeof value === 'string') {
    const max = LONG_STRING_KEYS.has(key) ? MAX_ELEMENT_SELECTOR_LENGTH : MAX_STRING_LENGTH;
    if (value.length <= max) return value;
    warnings.push(`${key} length is longer than ${max}`);
    return truncate(value, max);
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value === undefined) {
    warnings.push(`${key} is undefined`);
    return DROP;
  }
  let result: unknown = DROP;
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) result = formatDate(value);
  } else if (Array.isArray(value)) {
    result = stringArray(value);
  } else if (value !== null && typeof value === 'object') {
    const json = stringifyObject(value);
    const max = LONG_STRING_KEYS.has(key) ? MAX_ELEMENT_SELECTOR_LENGTH : MAX_STRING_LENGTH;
    if (json !== null) result = truncate(json, max);
  }
  // non-finite numbers, null, functions, symbols, bigint, circular objects
  if (result === DROP) warnings.push(`${key} is invalid`);
  return result;
}

/** spec 001 §5: a function is called (once, now) and its result normalized. */
function normalizeValue(key: string, value: unknown, warnings: string[]): unknown {
  if (typeof value !== 'function') return normalizeData(key, value, warnings);
  let result: unknown;
  try {
    result = (value as () => unknown)();
  } catch {
    warnings.push(`${key} is invalid`);
    return DROP;
  }
  return normalizeData(key, result, warnings);
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
  const warnings: string[] = [];
  const properties = normalizePropertiesInto(props, warnings);
  return { properties, warnings };
}

/**
 * normalizeProperties without its result object (track()'s path): the
 * properties, with the warnings appended to `warnings`. Never throws.
 */
export function normalizePropertiesInto(
  props: unknown,
  warnings: string[],
): Record<string, unknown> {
  const before = warnings.length;
  try {
    if (props === undefined || props === null) return {};
    if (!isPlainObject(props)) {
      warnings.push('properties must be object');
      return {};
    }
    // One pass over a copy, changed in place: the usual call allocates nothing
    // more. Without a copy (a getter threw while copying) each value is read once
    // from the input into a new object.
    const copy = ownCopy(props);
    return copy === null ? normalizeEach(props, {}, warnings) : normalizeEach(copy, copy, warnings);
  } catch {
    // A revoked Proxy, or one whose ownKeys/getPrototypeOf trap throws.
    warnings.length = before;
    warnings.push('properties could not be read');
    return {};
  }
}

/**
 * Every own key of `source` checked and its value normalized into `target`
 * (the same object for a private copy: values are replaced, dropped keys
 * deleted, so key order is kept either way).
 */
function normalizeEach(
  source: Record<string, unknown>,
  target: Record<string, unknown>,
  warnings: string[],
): Record<string, unknown> {
  const inPlace = source === target;
  // for-in over own keys (no key array per call), in Object.keys order.
  for (const key in source) {
    if (!hasOwn.call(source, key)) continue;
    // KNOWN_VALID_NAMES first: a Set lookup instead of a call per property.
    const nameWarning = KNOWN_VALID_NAMES.has(key) ? null : checkName(key);
    let value: unknown = DROP;
    if (nameWarning !== null) warnings.push(nameWarning);
    else {
      try {
        value = source[key];
      } catch {
        warnings.push(`${key} is invalid`);
      }
    }
    // The usual values are already normalized: no call for them.
    const kept =
      (typeof value === 'string' && value.length <= MAX_STRING_LENGTH) ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value));
    const result = kept || value === DROP ? value : normalizeValue(key, value, warnings);
    if (result === DROP) {
      if (inPlace) delete target[key];
    } else if (!inPlace || result !== value) target[key] = result;
  }
  return target;
}
