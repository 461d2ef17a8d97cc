/**
 * Data rules of spec 001 §5 for event and property names and values (CONTRACTS.md
 * `src/sdk/core/data-rules.ts`). Pure: no I/O, no clock. Warning texts follow
 * spec 001 §8 and sa-sdk-javascript ('{name} is invalid', ...).
 */
import { MAX_STRING_LENGTH } from './constants';
import { formatDate } from './date-format';
import { isUnreadable } from './call-capture';
import { isPlainObject, ownCopy } from './fast-props';
import { checkName, describe, KNOWN_VALID_NAMES } from './names';
import { maxLengthOf, stringArray, stringifyObject, truncate } from './value-rules';

export { checkName, describe, formatDate, truncate };

const hasOwn = Object.prototype.hasOwnProperty;

/** normalizeValue's answer for a value that is dropped (no result object per value). */
const DROP: unique symbol = Symbol('drop');

/** A value that is not a function, normalized; DROP (after its warning) when it is dropped. */
function normalizeData(key: string, value: unknown, warnings: string[]): unknown {
  if (typeof value === 'string') {
    const max = maxLengthOf(key);
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
    if (json !== null) result = truncate(json, maxLengthOf(key));
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

/**
 * The end-of-task half of track()'s rules over a capture (CallCapture,
 * call-capture.ts), in place: the same properties and warnings as
 * normalizeProperties of the original call. Also right for properties that
 * already went through the rules (they pass unchanged). Never throws.
 */
export function finishCaptured(
  captured: Record<string, unknown>,
  warnings: string[],
): Record<string, unknown> {
  if (isUnreadable(captured)) {
    warnings.push('properties could not be read');
    return captured;
  }
  return normalizeEach(captured, captured, warnings);
}
