/**
 * Record months and statement dates are China time (UTC+8, no daylight saving),
 * whatever the server's own zone: the user's month ends at their midnight.
 */
const OFFSET_MS = 8 * 3_600_000;

/** Epoch ms of 00:00 China time on yyyy-MM-dd. */
export function chinaDayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - OFFSET_MS;
}

/** [start, end) of a yyyy-MM month in China time. */
export function chinaMonthRange(month: string): [number, number] {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 1970;
  const index = (m ?? 1) - 1;
  return [Date.UTC(year, index, 1) - OFFSET_MS, Date.UTC(year, index + 1, 1) - OFFSET_MS];
}

/** yyyy-MM-dd HH:mm:ss in China time. */
export function chinaDateTime(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
