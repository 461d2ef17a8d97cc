/**
 * One visitor's popup data as the worker keeps it in IndexedDB (spec 001 §3
 * "Local state per visitor"): the accepted config, the engine state, the
 * visitor's profile properties and the displays awaiting a conversion. Plain
 * JSON; the helpers here are pure (clock passed in).
 */
import type { PopupState, ServerConfig } from '../../src/sdk/core/popup/types';

/** spec 001 §9: local data not updated for 30 days is discarded. */
export const RETENTION_MS = 2_592_000_000;

/** A shown popup whose conversion is polled (spec 001 §7 "popup display conversions"). */
export interface DisplayWatch {
  uuid: string;
  planId: string;
  /** Server time at which the conversion window closes: polling stops then. */
  expireAt: number;
  /** Local time of the next poll, and the delay that led to it (5 s doubling to 600 s). */
  nextPollAt: number;
  delayMs: number;
}

export interface PopupVisitorRow {
  /** Key: one row per project (an origin may host several). */
  project: string;
  distinctId: string;
  /** The last accepted config; null after a rejected config or a failed pull. */
  config: ServerConfig | null;
  state: PopupState;
  /** profile_set / profile_set_once properties seen for this visitor (event_permission). */
  profile: Record<string, unknown>;
  /** server_current_time minus the local clock at the last accepted pull. */
  serverOffsetMs: number;
  /** Local time of the last pull attempt (0: never). */
  pulledAt: number;
  /** Local time of the last change (spec's local_update_time). */
  updatedAt: number;
  displays: DisplayWatch[];
}

export function freshRow(
  project: string,
  distinctId: string,
  state: PopupState,
  now: number,
): PopupVisitorRow {
  return {
    project,
    distinctId,
    config: null,
    state,
    profile: {},
    serverOffsetMs: 0,
    pulledAt: 0,
    updatedAt: now,
    displays: [],
  };
}

/**
 * The stored row when it belongs to this visitor and is recent enough, else a
 * fresh one (visitor change or 30 days without update: spec 001 §4, §9).
 */
export function rowForVisitor(
  stored: PopupVisitorRow | undefined,
  project: string,
  distinctId: string,
  emptyState: PopupState,
  now: number,
): { row: PopupVisitorRow; discarded: 'none' | 'visitor' | 'stale' | 'absent' } {
  if (!stored) return { row: freshRow(project, distinctId, emptyState, now), discarded: 'absent' };
  if (stored.distinctId !== distinctId) {
    return { row: freshRow(project, distinctId, emptyState, now), discarded: 'visitor' };
  }
  if (!(now - stored.updatedAt <= RETENTION_MS)) {
    return { row: freshRow(project, distinctId, emptyState, now), discarded: 'stale' };
  }
  return { row: stored, discarded: 'none' };
}
