/**
 * Durations of the automatic page events (spec 001 §9). Pure: times are passed in.
 * sa-sdk sends event_duration in seconds with millisecond precision.
 */
import { MAX_PAGE_LEAVE_DURATION_S, MAX_PAGE_LOAD_DURATION_S } from './constants';

function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

/** $WebPageLeave: time on the page, capped at 432000 s (spec 001 §9). */
export function leaveDuration(startMs: number, endMs: number): number {
  return Math.min(seconds(Math.max(0, endMs - startMs)), MAX_PAGE_LEAVE_DURATION_S);
}

/** $WebPageLoad: navigation to load end, capped at 1800 s (spec 001 §9); null when unknown. */
export function loadDuration(loadMs: number): number | null {
  if (!Number.isFinite(loadMs) || loadMs <= 0) return null;
  return Math.min(seconds(loadMs), MAX_PAGE_LOAD_DURATION_S);
}

/**
 * $WebStay: the stay at the previous scroll position, in seconds, when it lasted at
 * least the heat-map scroll delay (4000 ms); capped at scroll_event_duration (18000 ms).
 */
export function stayDuration(
  sinceMs: number,
  nowMs: number,
  delayMs: number,
  capMs: number,
): number | null {
  const stayed = nowMs - sinceMs;
  if (stayed < delayMs) return null;
  return seconds(Math.min(stayed, capMs));
}

/** A page-leave heartbeat record older than two beats belongs to a page that was killed. */
export function isStaleHeartbeat(lastBeatMs: number, nowMs: number, intervalMs: number): boolean {
  return nowMs - lastBeatMs > intervalMs * 2;
}
