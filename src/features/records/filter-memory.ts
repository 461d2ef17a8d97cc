import { readItem, writeItem } from '../../lib/storage';
import type { RecordFilter } from './api/get-records';
import { parseMonth, parseRecordType } from './record-params';

const FILTER_KEY = 'financialDetails.filter';
const FROM_KEY = 'financialDetails.fromParticulars';

/** The filter in the address's own words (type, month), only what is set. */
export function filterSearch(filter: RecordFilter): Record<string, string> {
  return {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.month ? { month: filter.month } : {}),
  };
}

/** Kept for this tab's session when a record is opened, so coming back restores it. */
export function rememberFilter(filter: RecordFilter): void {
  writeItem(FILTER_KEY, JSON.stringify(filterSearch(filter)), 'session');
}

/** The remembered filter, read as untrusted (storage can be edited): bad parts are dropped. */
export function rememberedFilter(): RecordFilter {
  let stored: unknown;
  try {
    stored = JSON.parse(readItem(FILTER_KEY, 'session') ?? 'null');
  } catch {
    stored = null;
  }
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const text = (key: string) => {
    const value = (record as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : null;
  };
  const type = parseRecordType(text('type'));
  const month = parseMonth(text('month'));
  return { type: type === 'bad' ? null : type, month: month === 'bad' ? null : month };
}

/**
 * spec 000 §2: entering financialDetails records whether the user came from
 * particularsDetails (the app state holds it; the session keeps it over a reload).
 */
export function recordFromParticulars(value: boolean): void {
  writeItem(FROM_KEY, value ? '1' : '0', 'session');
}
