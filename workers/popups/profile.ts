/**
 * The visitor's profile properties, from the profile events that pass through
 * the engine (sa's profile_set / profile_set_once / profile_unset /
 * profile_delete), kept for `event_permission` matching. Pure: returns a new
 * object when something changed, else null.
 */
import type { TrackedEvent } from '../../src/sdk/core/engine-protocol';

/** Properties the SDK adds to profile events; not visitor attributes. */
// `__proto__` too: assigning it would set the profile's prototype, not a property.
const NOT_PROFILE = new Set(['$is_login_id', '__proto__']);
const hasOwn = Object.prototype.hasOwnProperty;

export function applyProfileEvent(
  profile: Record<string, unknown>,
  event: Pick<TrackedEvent, 'type' | 'properties'>,
): Record<string, unknown> | null {
  if (event.type === 'profile_delete') return Object.keys(profile).length > 0 ? {} : null;
  const props: unknown = event.properties;
  if (typeof props !== 'object' || props === null) return null;
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(props)) {
    if (NOT_PROFILE.has(key)) continue;
    if (event.type === 'profile_unset') {
      if (!hasOwn.call(profile, key)) continue;
      next ??= { ...profile };
      delete next[key];
      continue;
    }
    if (event.type !== 'profile_set' && event.type !== 'profile_set_once') return null;
    // Own members only: `constructor` or `toString` are not already set.
    if (event.type === 'profile_set_once' && hasOwn.call(profile, key)) continue;
    if (hasOwn.call(profile, key) && profile[key] === value) continue;
    next ??= { ...profile };
    next[key] = value;
  }
  return next;
}
