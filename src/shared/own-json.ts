/**
 * Server answers are read through their OWN properties only (issue 14 item 10).
 * A field that exists only on an object's prototype is not in the answer: an
 * object literal (a JSONP callback's argument) or a copy made by assignment turns
 * a `"__proto__"` member into the prototype, and schemas and plain reads then
 * find "required" fields there. Pure, never throws on plain JSON.
 */

const hasOwn = Object.prototype.hasOwnProperty;

/** The own property `key` of a value, or undefined (never an inherited member). */
export function ownField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && hasOwn.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export interface OwnJsonOptions {
  /** Drop object members whose value is null (Java-style servers send null for absent). */
  dropNullMembers?: boolean;
  /** Levels kept; anything deeper is left out (no answer of these services nests so deep). */
  maxDepth?: number;
}

// Deeper than any plan, experiment or visual config; far below the stack limit.
const DEFAULT_MAX_DEPTH = 64;

/**
 * A copy of a JSON-like value made of plain arrays and objects holding only the
 * own enumerable members of the original: inherited fields are gone, a member
 * named `__proto__` is dropped (it can only be an attack, and assigning it would
 * set a prototype), functions and undefined are left out. Primitives pass as they are.
 * A value that throws while read (a getter, a proxy) is undefined: never a throw.
 */
export function ownJson(value: unknown, options: OwnJsonOptions = {}): unknown {
  try {
    return copy(value, options.maxDepth ?? DEFAULT_MAX_DEPTH, options.dropNullMembers === true);
  } catch {
    return undefined;
  }
}

function copy(value: unknown, depth: number, dropNulls: boolean): unknown {
  if (typeof value === 'function') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (depth <= 0) return undefined;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (let i = 0; i < value.length; i += 1) {
      // A hole or an index found only on a prototype reads as null, as JSON would write it.
      items.push(hasOwn.call(value, i) ? (copy(value[i], depth - 1, dropNulls) ?? null) : null);
    }
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') continue;
    const item = copy((value as Record<string, unknown>)[key], depth - 1, dropNulls);
    if (item === undefined || (dropNulls && item === null)) continue;
    out[key] = item;
  }
  return out;
}
