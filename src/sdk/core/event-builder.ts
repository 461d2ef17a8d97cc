/**
 * Builds a TrackedEvent (spec 001 §3 "Tracked event") from already normalized
 * properties. Pure: the `_track_id` and `time` are passed in.
 */
import { SDK_VERSION } from './constants';
import type { EventType, TrackedEvent } from './engine-protocol';
import { eventIdentity, type IdentityState } from './identity';

export interface EventInput {
  type: EventType;
  event?: string;
  properties: Record<string, unknown>;
  identity: IdentityState;
  trackId: number;
  now: number;
  /** Preset and registered page properties; the call's own properties win. */
  common?: Record<string, unknown>;
  original_id?: string;
  /** Overrides the identities sent (sa-sdk sends only the unbound pair on $UnbindID). */
  identities?: Record<string, string>;
  item_type?: string;
  item_id?: string;
}

// Shared by every event (frozen, so one event's consumer cannot change another's).
const LIB: TrackedEvent['lib'] = Object.freeze({
  $lib: 'js',
  $lib_method: 'code',
  $lib_version: SDK_VERSION,
});

type EventIdentity = ReturnType<typeof eventIdentity>;
let identityFor: IdentityState | null = null;
let identityFields: EventIdentity | null = null;

/**
 * eventIdentity() of the current state, computed once per state: states are
 * immutable (identity.ts returns a new one per transition), so a burst of
 * events shares one frozen identities object instead of one copy each.
 */
function identityOf(state: IdentityState): EventIdentity {
  if (state !== identityFor || identityFields === null) {
    const who = eventIdentity(state);
    Object.freeze(who.identities);
    identityFor = state;
    identityFields = who;
  }
  return identityFields;
}

/** A 53-bit non-negative integer from two random 32-bit words (crypto.getRandomValues). */
export function trackIdFrom(high: number, low: number): number {
  return (high & 0x1fffff) * 0x100000000 + (low >>> 0);
}

export function buildEvent(input: EventInput): TrackedEvent {
  const isItem = input.type.startsWith('item_');
  // The event takes `properties` as is (callers pass a fresh object); only
  // track events get the common properties, under their own.
  const properties =
    isItem || input.common === undefined || input.type.startsWith('profile_')
      ? input.properties
      : { ...input.common, ...input.properties };
  const event = buildTrackEvent('', properties, input.identity, input.trackId, input.now);
  event.type = input.type;
  if (input.event === undefined) delete event.event;
  else event.event = input.event;
  if (isItem) {
    delete event.identities;
    delete event.anonymous_id;
    delete event.login_id;
    event.item_type = input.item_type;
    event.item_id = input.item_id;
    return event;
  }
  if (input.identities) event.identities = input.identities;
  // sa-sdk: $UnbindID carries neither login_id nor anonymous_id.
  if (input.type === 'track_id_unbind') {
    delete event.anonymous_id;
    delete event.login_id;
  }
  if (input.original_id !== undefined) event.original_id = input.original_id;
  return event;
}

/**
 * A plain `track` event (the hot path: one object literal in its final shape,
 * no input object); its common properties are added later (completeEvent).
 * buildEvent derives the other event types from it.
 */
export function buildTrackEvent(
  name: string,
  properties: Record<string, unknown>,
  identity: IdentityState,
  trackId: number,
  now: number,
): TrackedEvent {
  const who = identityOf(identity);
  const event: TrackedEvent = {
    _track_id: trackId,
    type: 'track',
    event: name,
    distinct_id: who.distinct_id,
    lib: LIB,
    properties,
    time: now,
    identities: who.identities,
    anonymous_id: who.anonymous_id,
  };
  if (who.login_id !== undefined) event.login_id = who.login_id;
  return event;
}

/**
 * Puts the shared common properties under an event's own ones (the same result
 * as building it with `common`). Done when the event leaves the page buffer, so
 * track() does not copy the common properties per call. Mutates `event`.
 */
export function completeEvent(event: TrackedEvent, common: Record<string, unknown>): TrackedEvent {
  event.properties = { ...common, ...event.properties };
  return event;
}
