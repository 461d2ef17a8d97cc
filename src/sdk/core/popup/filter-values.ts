/**
 * Value reading for the filter functions (filters.ts): numbers, dates and
 * equality across the types a tracked property or a server param may have.
 * Pure; dates without a zone are local time, as data rules format them.
 */

/** A finite number from a number or a numeric string; otherwise null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

// `yyyy-MM-dd`, then optionally a time (` ` or `T`, seconds and a fraction optional) and,
// after a time only, a zone (`Z`, `+08`, `+0800`, `+08:00`): the platform's
// `yyyy-MM-dd HH:mm:ss[.SSS]` and ISO 8601 with or without zone.
const DATE_TEXT =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/i;

export interface DateBound {
  time: number;
  /** A date without a time of day covers that whole day (inclusive ranges). */
  wholeDay: boolean;
}

/**
 * A date from ms since the epoch (a number, or a text of 10 or more digits), a
 * Date, `yyyy-MM-dd[ HH:mm[:ss[.SSS]]]` (the data rules' format, local time) or
 * ISO 8601 (`2024-01-20T08:00:00.000Z`, `+08:00`; without a zone: local time).
 * Anything else, or a date that does not exist, is null.
 */
export function toDate(value: unknown): DateBound | null {
  if (value instanceof Date) {
    const t = value.getTime();
    return Number.isNaN(t) ? null : { time: t, wholeDay: false };
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? { time: value, wholeDay: false } : null;
  if (typeof value !== 'string') return null;
  // Date params repeat on every event (plans × conditions): parse each text once.
  const cached = DATE_CACHE.get(value);
  if (cached !== undefined) return cached;
  const parsed = parseDateText(value.trim());
  if (DATE_CACHE.size >= DATE_CACHE_MAX) DATE_CACHE.clear();
  DATE_CACHE.set(value, parsed);
  return parsed;
}

// A memo, not state: the same text always gives the same answer in one time zone.
const DATE_CACHE = new Map<string, DateBound | null>();
const DATE_CACHE_MAX = 1000;

/** Minutes east of UTC of a zone's sign, hours and minutes; null when out of range. */
function zoneOffsetMinutes(sign: string, hours: string, minutes = '0'): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return null;
  return (sign === '-' ? -1 : 1) * (h * 60 + m);
}

function parseDateText(text: string): DateBound | null {
  if (/^\d{10,}$/.test(text)) return { time: Number(text), wholeDay: false };
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  // Out-of-range fields would roll over (23:60 is the next hour): not a date.
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  // Digits beyond ms are dropped (ISO 8601 allows any number of them).
  const ms = Number((m[7] ?? '0').slice(0, 3).padEnd(3, '0'));
  const zoned = m[8] !== undefined || m[9] !== undefined;
  const offset = m[9] !== undefined ? zoneOffsetMinutes(m[9], m[10] ?? '0', m[11]) : 0;
  if (offset === null) return null;
  const date = zoned
    ? new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000)
    : new Date(year, month - 1, day, hour, minute, second, ms);
  // Reject rolled-over dates such as 2024-02-30 (checked in the zone the text was written in).
  const shifted = zoned ? new Date(date.getTime() + offset * 60_000) : date;
  const [y, mo, d] = zoned
    ? [shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  if (y !== year || mo !== month - 1 || d !== day) return null;
  return { time: date.getTime(), wholeDay: m[4] === undefined };
}

/** The last ms of the day of a date-only bound, so that upper bounds are inclusive. */
export function upperBound(bound: DateBound): number {
  if (!bound.wholeDay) return bound.time;
  const end = new Date(bound.time);
  end.setDate(end.getDate() + 1);
  return end.getTime() - 1;
}

function scalarEquals(value: unknown, param: unknown): boolean {
  if (value === param) return true;
  if (typeof value === 'boolean' || typeof param === 'boolean') {
    return String(value) === String(param);
  }
  const a = toNumber(value);
  const b = toNumber(param);
  if (a !== null && b !== null && (typeof value === 'number' || typeof param === 'number')) {
    return a === b;
  }
  return typeof value === 'string' && typeof param === 'string' && value === param;
}

/** Equality of a property (scalar, or a string array: any item) with one param. */
export function valueEquals(value: unknown, param: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => scalarEquals(item, param));
  return scalarEquals(value, param);
}

export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** Text of a scalar for substring checks; null for anything else. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}
