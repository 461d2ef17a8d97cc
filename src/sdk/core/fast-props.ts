/**
 * track()'s hot path: a plain-object check, a private copy of the properties
 * that the rules then change in place (normalizeProperties, data-rules.ts),
 * and the call-time capture that lets the rest of the rules wait for the end
 * of the task. Pure: no I/O, no clock.
 */
import { checkName, KNOWN_VALID_NAMES } from './names';
import { maxLengthOf, stringArray, stringifyObject, truncate } from './value-rules';

const hasOwn = Object.prototype.hasOwnProperty;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A data-property copy of `props` (each getter read once), in one allocation:
 * the values are captured at call time, so a later change by the caller cannot
 * reach the event. Null when a getter throws or a symbol key would be copied
 * along (then the rules read `props` key by key).
 */
export function ownCopy(props: Record<string, unknown>): Record<string, unknown> | null {
  try {
    return Object.getOwnPropertySymbols(props).length === 0 ? { ...props } : null;
  } catch {
    return null;
  }
}

/** Stands for a value the data rules drop as invalid: a throwing function, one returning a function, an object JSON cannot write. */
const INVALID: unique symbol = Symbol('invalid');
/** Captures that stopped on a value that could not be read: the rules give no properties for them. */
const unreadable = new WeakSet<object>();

/** A captured Date, object, array or function: nothing the caller changes later can reach it. */
function captureValue(key: string, value: unknown): unknown {
  let v = value;
  if (typeof v === 'function') {
    // spec 001 §5: called once, at call time, without a receiver.
    try {
      v = (v as () => unknown)();
    } catch {
      return INVALID;
    }
    if (typeof v === 'function') return INVALID;
    if (typeof v !== 'object' || v === null) return v;
  }
  // The time by value; formatted by the data rules when the event is built.
  if (v instanceof Date) return new Date(v.getTime());
  if (Array.isArray(v)) return stringArray(v);
  return captureObject(key, v as object);
}

/**
 * A nested object: a flat plain one (every value a primitive, no toJSON) is
 * copied, and written by the rules when the event is built, as JSON.stringify
 * of the copy is that of the object now; any other is written now.
 */
function captureObject(key: string, value: object): unknown {
  if (isPlainObject(value) && typeof value.toJSON !== 'function') {
    let copy: Record<string, unknown>;
    try {
      copy = { ...value };
    } catch {
      return INVALID; // a getter threw, as it would have inside JSON.stringify
    }
    let flat = true;
    for (const inner in copy) {
      const item = copy[inner];
      if (typeof item === 'function' || (typeof item === 'object' && item !== null)) flat = false;
    }
    if (flat) return copy;
    // Not flat: the copy's values are those JSON.stringify would read now.
    value = copy;
  }
  const json = stringifyObject(value);
  return json === null ? INVALID : truncate(json, maxLengthOf(key));
}

/**
 * track()'s call-time half of the data rules: a private copy of `props` in
 * which every value the caller could still change (Date, array, nested
 * object, a function's result) is captured, and nothing else is checked: the
 * names, lengths and the rest of the rules run when the event is built at the
 * end of the task (finishCaptured in data-rules.ts), outside the caller's loop.
 * Values are read and functions called here, in key order, exactly once.
 * Null when the full rules must run now (not a plain object, a getter threw,
 * symbol keys).
 */
export function captureProperties(props: unknown): Record<string, unknown> | null {
  if (!isPlainObject(props)) return null;
  const copy = ownCopy(props);
  if (copy === null) return null;
  try {
    for (const key in copy) {
      if (!hasOwn.call(copy, key)) continue;
      const value = copy[key];
      if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) continue;
      // An invalid name is dropped by the rules without its value being touched.
      if (!KNOWN_VALID_NAMES.has(key) && checkName(key) !== null) continue;
      copy[key] = captureValue(key, value);
    }
  } catch {
    // The rules would have stopped here too: no properties, one warning.
    const stopped = {};
    unreadable.add(stopped);
    return stopped;
  }
  return copy;
}

/** True for a capture that stopped on an unreadable value (see captureProperties). */
export function isUnreadable(captured: object): boolean {
  return unreadable.has(captured);
}
