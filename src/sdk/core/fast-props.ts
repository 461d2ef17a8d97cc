/**
 * The fast path of normalizeProperties (data-rules.ts) for the usual call: flat
 * properties whose names are valid and whose values are already normalized need
 * only a copy. Pure: no I/O, no clock.
 */
import { MAX_STRING_LENGTH } from './constants';
import { checkName, KNOWN_VALID_NAMES } from './names';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A data-property copy of `props` (each getter read once), in one allocation;
 * null when a getter throws or a symbol key would be copied along.
 */
export function ownCopy(props: Record<string, unknown>): Record<string, unknown> | null {
  try {
    return Object.getOwnPropertySymbols(props).length === 0 ? { ...props } : null;
  } catch {
    return null;
  }
}

/**
 * The fast path for the usual call: when every name is valid and every value is
 * already in its normalized form (a string within 500, a finite number, a
 * boolean, or an array of such strings), the copy IS the result and no rule has
 * anything to say. Arrays are copied so a later change by the caller cannot
 * reach the event. False sends the copy through the full rules below.
 */
export function keepsAsIs(copy: Record<string, unknown>): boolean {
  // Indexed and for-in loops: no iterator objects, which matters while the
  // first calls still run in the interpreter. An inherited key seen by for-in
  // only decides between this path and the full rules, never the result.
  for (const key in copy) {
    // VALID_NAMES first: a Set lookup instead of a call per property.
    if (!KNOWN_VALID_NAMES.has(key) && checkName(key) !== null) return false;
    const value = copy[key];
    if (typeof value === 'string') {
      if (value.length > MAX_STRING_LENGTH) return false;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return false;
    } else if (typeof value === 'object' && value !== null) {
      if (Object.getPrototypeOf(value) !== Array.prototype) return false;
      const items = value as unknown[];
      for (let i = 0; i < items.length; i += 1) {
        const item = items[i];
        if (typeof item !== 'string' || item.length > MAX_STRING_LENGTH) return false;
      }
      copy[key] = items.slice();
    } else if (typeof value !== 'boolean') return false;
  }
  return true;
}

/**
 * normalizeProperties for the common case without a result object: a copy of
 * `props` when it is a plain object that every rule leaves unchanged (valid
 * names, values already normalized), else null (then normalizeProperties (data-rules.ts)
 * gives the same properties plus the warnings).
 */
export function normalizedCopy(props: unknown): Record<string, unknown> | null {
  if (!isPlainObject(props)) return null;
  const copy = ownCopy(props);
  return copy !== null && keepsAsIs(copy) ? copy : null;
}
