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

const DATE_TEXT =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

export interface DateBound {
  time: number;
  /** A date without a time of day covers that whole day (inclusive ranges). */
  wholeDay: boolean;
}

/**
 * A date from ms since the epoch, a Date, or `yyyy-MM-dd[ HH:mm[:ss[.SSS]]]`
 * (the data rules' format, local time). Anything else is null.
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

function parseDateText(text: string): DateBound | null {
  if (/^\d{10,}$/.test(text)) return { time: Number(text), wholeDay: false };
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(
    year,
    month - 1,
    day,
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    Number((m[7] ?? '0').padEnd(3, '0')),
  );
  // Reject rolled-over dates such as 2024-02-30.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
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
