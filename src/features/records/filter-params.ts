import { recordMonth, recordType, type RecordType } from '../../shared/contracts/fund-records';

// /financialDetails?type=&month=: query strings are untrusted. Each reader answers a
// checked value, null (absent) or 'bad' (present but wrong: the page shows an error).

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
