/**
 * Event and property name rules of spec 001 §5 (checkName is re-exported by
 * data-rules.ts, its CONTRACTS home). Pure: no I/O, no clock.
 */
import { MAX_KEY_LENGTH } from './constants';

// spec 001 §5: letter, _ or $ followed by letters, digits, _ or $. sa-sdk matches
// the reserved names case-insensitively, so `Time` and `EVENT` are rejected too.
const NAME_PATTERN = /^[a-zA-Z_$][a-zA-Z0-9_$]*$/;
const RESERVED_NAME =
  /^(distinct_id|original_id|time|properties|id|first_id|second_id|users|events|event|user_id|date|datetime|user_tag.*|user_group.*)$/i;
// The one key whose assignment reaches Object.prototype (`constructor` and
// `prototype` assign as own properties, so spec 001 §5 allows them).
const UNSAFE_KEY = '__proto__';

/** A printable form of any value for a warning; never throws. */
export function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? value : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The rules themselves, without the cache. */
function nameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'is empty';
  if (name.length > MAX_KEY_LENGTH) return `${name} length is longer than ${MAX_KEY_LENGTH}`;
  if (!NAME_PATTERN.test(name) || RESERVED_NAME.test(name) || name === UNSAFE_KEY) {
    return `${name} is invalid`;
  }
  return null;
}

// The same few event and property names come back on every call: remembering the
// valid ones skips two regular expressions per name. Bounded, as names may be dynamic.
const VALID_NAMES = new Set<string>();
/** Names checkName found valid (read-only view for the hot path in call-capture.ts). */
export const KNOWN_VALID_NAMES: ReadonlySet<string> = VALID_NAMES;
const VALID_NAMES_LIMIT = 1024;

/** `null` when `name` is a valid event or property name, else the warning text. */
export function checkName(name: unknown): string | null {
  if (typeof name !== 'string') return `${describe(name)} must be string`;
  if (VALID_NAMES.has(name)) return null;
  const problem = nameProblem(name);
  if (problem === null) {
    if (VALID_NAMES.size >= VALID_NAMES_LIMIT) VALID_NAMES.clear();
    VALID_NAMES.add(name);
  }
  return problem;
}
