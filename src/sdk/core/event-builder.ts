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

const LIB = { $lib: 'js', $lib_method: 'code', $lib_version: SDK_VERSION } as const;

/** A 53-bit non-negative integer from two random 32-bit words (crypto.getRandomValues). */
export function trackIdFrom(high: number, low: number): number {
  return (high & 0x1fffff) * 0x100000000 + (low >>> 0);
}

export function buildEvent(input: EventInput): TrackedEvent {
  const who = eventIdentity(input.identity);
  const isProfile = input.type.startsWith('profile_');
  const isItem = input.type.startsWith('item_');
  const properties =
    isProfile || isItem ? { ...input.properties } : { ...input.common, ...input.properties };
  const event: TrackedEvent = {
    _track_id: input.trackId,
    type: input.type,
    distinct_id: who.distinct_id,
    lib: { ...LIB },
    properties,
    time: input.now,
  };
  if (input.event !== undefined) event.event = input.event;
  if (isItem) {
    event.item_type = input.item_type;
    event.item_id = input.item_id;
    return event;
  }
  event.identities = input.identities ?? who.identities;
  // sa-sdk: $UnbindID carries neither login_id nor anonymous_id.
  if (input.type !== 'track_id_unbind') {
    event.anonymous_id = who.anonymous_id;
    if (who.login_id !== undefined) event.login_id = who.login_id;
  }
  if (input.original_id !== undefined) event.original_id = input.original_id;
  return event;
}
