// The month filter's options, in China time like the records' months (the contract's yyyy-MM).
const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The `count` months up to `now`'s (China time), newest first, as yyyy-MM. */
export function recentMonths(now: number, count: number): string[] {
  const d = new Date(now + CHINA_OFFSET_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const months: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = y * 12 + (m - 1) - i;
    months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  }
  return months;
}

/** "2026-09" → "2026年9月". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
}
