/**
 * The data rules' object helpers on track()'s path: a plain-object check and
 * a private copy of the properties that the rules then change in place
 * (normalizeProperties, data-rules.ts). Pure: no I/O, no clock.
 */

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
