/**
 * Time windows of CONTRACTS.md "popup-engine.ts": `{ value, unit }`, rolling
 * unless `natural: true`. Pure; calendar periods use the local time zone of the
 * caller: in the SDK the worker's, as the visitor sees days. The reference
 * server ends conversion windows with the same rule (server/popups/displays.ts).
 */
import type { TimeWindow, WindowUnit } from './plan-types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** CONTRACTS.md: MONTH = 30 days for rolling windows. */
export const UNIT_MS: Readonly<Record<WindowUnit, number>> = {
  SECOND,
  MINUTE,
  HOUR,
  DAY,
  WEEK: 7 * DAY,
  MONTH: 30 * DAY,
};

/** value × unit in ms; 0 for a missing, negative or non-finite value. */
export function windowSpan(window: TimeWindow | undefined): number {
  if (!window || !Number.isFinite(window.value) || window.value <= 0) return 0;
  return window.value * UNIT_MS[window.unit];
}

/** Start of the calendar period (local time) that holds `time`; weeks start on Monday. */
function periodStart(time: number, unit: WindowUnit): Date {
  const d = new Date(time);
  switch (unit) {
    case 'SECOND':
      d.setMilliseconds(0);
      break;
    case 'MINUTE':
      d.setSeconds(0, 0);
      break;
    case 'HOUR':
      d.setMinutes(0, 0, 0);
      break;
    case 'DAY':
      d.setHours(0, 0, 0, 0);
      break;
    case 'WEEK':
      d.setHours(0, 0, 0, 0);
      d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
      break;
    case 'MONTH':
      d.setHours(0, 0, 0, 0);
      d.setDate(1);
      break;
  }
  return d;
}

/** Moves a period start forward by `count` calendar periods (months by the calendar). */
function addPeriods(start: Date, unit: WindowUnit, count: number): number {
  const d = new Date(start.getTime());
  if (unit === 'MONTH') d.setMonth(d.getMonth() + count);
  else if (unit === 'WEEK') d.setDate(d.getDate() + 7 * count);
  else if (unit === 'DAY') d.setDate(d.getDate() + count);
  else return d.getTime() + count * UNIT_MS[unit];
  return d.getTime();
}

/**
 * When a window that starts at `start` ends (exclusive). Rolling: start +
 * value × unit. Natural: the end of the value-th calendar period counting the
 * start's own period as the first (natural DAY 1 = the end of that day).
 * A window of no length ends where it starts.
 */
export function windowEnd(start: number, window: TimeWindow | undefined): number {
  const span = windowSpan(window);
  if (span === 0 || !window) return start;
  if (!window.natural) return start + span;
  return addPeriods(periodStart(start, window.unit), window.unit, Math.ceil(window.value));
}

/** Whether a window that started at `start` is still open at `now`. */
export function isOpenAt(start: number, window: TimeWindow | undefined, now: number): boolean {
  return start <= now && now < windowEnd(start, window);
}

/** Shows (times) whose window, started at each show, still holds `now`. */
export function countOpenAt(
  times: readonly number[],
  window: TimeWindow | undefined,
  now: number,
): number {
  let count = 0;
  for (const time of times) if (isOpenAt(time, window, now)) count += 1;
  return count;
}
