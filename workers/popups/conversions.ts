/**
 * Display conversions (spec 001 §7, §9): after a show with a conversion window
 * the worker polls `GET {api_base}/sfo/popup_displays` for that display, first
 * after 5000 ms, then doubling up to 600000 ms, until the server reports the
 * conversion or the window closes. Pure helpers; the runtime does the I/O.
 */
import type { PopupState } from '../../src/sdk/core/popup/types';
import { ownJson } from '../../src/shared/own-json';
import type { DisplayWatch } from './visitor-row';

/** spec 001 §7: polling starts at 5000 ms, doubling to a cap of 600000 ms. */
export const FIRST_POLL_MS = 5_000;
export const MAX_POLL_MS = 600_000;

export function watchDisplay(
  uuid: string,
  planId: string,
  expireAt: number,
  localNow: number,
): DisplayWatch {
  return { uuid, planId, expireAt, nextPollAt: localNow + FIRST_POLL_MS, delayMs: FIRST_POLL_MS };
}

/** The watch after an unanswered poll: the delay doubles, capped. */
export function backOff(watch: DisplayWatch, localNow: number): DisplayWatch {
  const delayMs = Math.min(watch.delayMs * 2, MAX_POLL_MS);
  return { ...watch, delayMs, nextPollAt: localNow + delayMs };
}

/**
 * The uuids the server reports as converted. Accepts `{ displays: [{ uuid,
 * converted }] }` (the reference server) and the field spellings of the
 * Sensors service (`popup_display_uuid`, `is_converted`); anything else is
 * "nothing converted", never a throw.
 */
export function convertedUuids(answer: unknown): Set<string> {
  const body = ownJson(answer);
  const converted = new Set<string>();
  const list = isRecord(body) ? (body.displays ?? body.popup_displays) : body;
  if (!Array.isArray(list)) return converted;
  for (const item of list) {
    if (!isRecord(item)) continue;
    const uuid = item.uuid ?? item.popup_display_uuid;
    const done = item.converted ?? item.is_converted;
    if (typeof uuid === 'string' && done === true) converted.add(uuid);
  }
  return converted;
}

/** A converted display ends its plan's conversion window: the wait it stands for is over. */
export function endConvertWindow(state: PopupState, planId: string, uuid: string): PopupState {
  const plan = state.plans[planId];
  const open = plan?.is_in_convert_window;
  if (!plan || !open || open.uuid !== uuid) return state;
  const { is_in_convert_window: _ended, ...rest } = plan;
  return { ...state, plans: { ...state.plans, [planId]: rest } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
