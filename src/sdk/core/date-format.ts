/**
 * spec 001 §5: dates are sent as `yyyy-MM-dd HH:mm:ss.SSS` in local time.
 * Seven local-time getters and their padded strings per Date cost more than
 * the rest of a track() call, so the usual case reads the zone offset once,
 * reuses the day part of the last date seen and takes the time of day from
 * a table. Pure: no I/O, no clock.
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The getters' answer, for dates the fast path does not take (and the reference in tests). */
export function formatDateByParts(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.` +
    pad(date.getMilliseconds(), 3)
  );
}

/**
 * getTimezoneOffset() truncates to whole minutes, which is exact only while
 * zones use whole-minute offsets: the last offset with seconds in the time zone
 * database (Africa/Monrovia, -0:44:30) ended in January 1972. Earlier dates
 * go through the getters.
 */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1973, 0, 1);
const MS_PER_MINUTE = 60_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => pad(n));
/** `ss.` for every second, and `SSS` for every millisecond. */
const SECONDS_DOT = TWO_DIGITS.slice(0, 60).map((ss) => `${ss}.`);
const MILLIS = Array.from({ length: 1000 }, (_, n) => pad(n, 3));

/**
 * `yyyy-MM-dd HH:mm:` of the last local minute formatted, by its number: dates
 * of one burst share it, so a date costs two short strings (few young-GC bytes).
 */
let cachedMinute = Number.NaN;
let cachedMinuteText = '';

/** `yyyy-MM-dd HH:mm:ss.SSS` of a valid Date in the page's time zone. */
export function formatDate(date: Date): string {
  const time = date.getTime();
  if (!(time >= WHOLE_MINUTE_OFFSETS_FROM)) return formatDateByParts(date);
  // The local wall-clock time as ms since 1970-01-01 00:00 local (a whole number of minutes apart).
  const local = time - date.getTimezoneOffset() * MS_PER_MINUTE;
  const minute = Math.floor(local / MS_PER_MINUTE);
  if (minute !== cachedMinute) {
    // Local calendar fields from the date itself; hours and minutes of that local minute.
    const minuteOfDay = minute - Math.floor(minute / 1440) * 1440;
    cachedMinuteText =
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
      `${TWO_DIGITS[Math.floor(minuteOfDay / 60)]}:${TWO_DIGITS[minuteOfDay % 60]}:`;
    cachedMinute = minute;
  }
  const ms = local - minute * MS_PER_MINUTE;
  const seconds = Math.floor(ms / 1000);
  return cachedMinuteText + SECONDS_DOT[seconds] + MILLIS[ms - seconds * 1000];
}
