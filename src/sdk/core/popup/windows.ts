/**
 * Time windows of CONTRACTS.md "popup-engine.ts". The window arithmetic is
 * shared with the reference server (src/shared/popups/time-windows.ts, re-exported
 * here); the server clock correction below is the SDK's own.
 */
export {
  UNIT_MS,
  countOpenAt,
  isOpenAt,
  windowEnd,
  windowSpan,
} from '../../../shared/popups/time-windows';

/**
 * Server time correction (issue 7): the config's `server_current_time` against
 * the local clock at the pull. Add the offset to a later local time to get
 * server time: `localNow + serverClockOffset(...)`.
 */
export function serverClockOffset(serverCurrentTime: number, localNow: number): number {
  if (!Number.isFinite(serverCurrentTime) || !Number.isFinite(localNow)) return 0;
  return serverCurrentTime - localNow;
}

/** The local clock corrected by an offset from serverClockOffset. */
export function serverNow(localNow: number, offset: number): number {
  return localNow + (Number.isFinite(offset) ? offset : 0);
}
