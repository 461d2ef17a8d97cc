import { recordDate } from '../../shared/contracts/fund-records';

/** `2026-09-01`: a real calendar day (no 09-31) in yyyy-MM-dd, or null. */
export function parseDay(value: string | null): string | null {
  if (value === null || !recordDate.safeParse(value).success) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

// The statement covers at most a year: a range is one file a spreadsheet opens comfortably.
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

export type RangeCheck = { ok: true } | { ok: false; msg: string };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A statement range: two real days, start ≤ end ≤ today, at most MAX_RANGE_DAYS long. */
export function checkRange(startDate: string, endDate: string, today: string): RangeCheck {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) return { ok: false, msg: '请选择开始和结束日期' };
  if (end < start) return { ok: false, msg: '结束日期不能早于开始日期' };
  if (end > today) return { ok: false, msg: '结束日期不能晚于今天' };
  if (dayNumber(end) - dayNumber(start) + 1 > MAX_RANGE_DAYS) {
    return { ok: false, msg: '单次最多导出一年的账单' };
  }
  return { ok: true };
}
