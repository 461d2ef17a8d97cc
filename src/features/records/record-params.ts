import type { BankUseType } from '../../shared/contracts/bank-wallet';
import {
  recordDate,
  recordMonth,
  recordType,
  type RecordType,
} from '../../shared/contracts/fund-records';
import { positiveIntParam, safeRedirectPath } from '../../lib/query-param';

// Query strings are untrusted: each reader answers a checked value, or null
// (absent) / 'bad' (present but wrong, the page shows an error state).

export type Parsed<T> = T | null | 'bad';

/** `?type=RECHARGE`: one of the contract's record types. */
export function parseRecordType(value: string | null): Parsed<RecordType> {
  if (value === null || value === '') return null;
  const result = recordType.safeParse(value);
  return result.success ? result.data : 'bad';
}

/** `?month=2026-09`: yyyy-MM as the contract checks it. */
export function parseMonth(value: string | null): Parsed<string> {
  if (value === null || value === '') return null;
  return recordMonth.safeParse(value).success ? value : 'bad';
}

/** `?date=2026-09-01`: a real calendar day (no 09-31) in yyyy-MM-dd. */
export function parseDay(value: string | null): string | null {
  if (value === null || !recordDate.safeParse(value).success) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

/** `?id=…`: a positive integer record id, or null (the page says 记录不存在). */
export const recordIdFromParam = positiveIntParam;

/** `?useType=1|2` of the card select list; anything else is refused (null). */
export function parseUseTypeParam(value: string | null): BankUseType | null {
  if (value === '1') return 1;
  if (value === '2') return 2;
  return null;
}

/**
 * `?returnTo=`: a same-app path (one leading '/', never '//', no backslash), so
 * picking a card can never send the token-bearing app to another origin.
 */
export function parseReturnTo(value: string | null): string | null {
  return safeRedirectPath(value);
}

/** returnTo with `cardId=<id>` set (replacing one already there), hash kept. */
export function withCardId(returnTo: string, cardId: number): string {
  const url = new URL(returnTo, 'http://app.invalid');
  url.searchParams.set('cardId', String(cardId));
  return `${url.pathname}${url.search}${url.hash}`;
}
