import { readItem, writeItem } from '../../lib/storage';
import type { RecordFilter } from './api/get-wallet-records';
import { parseMonth, parseRecordType } from './filter-params';

const FILTER_KEY = 'financialDetails.filter';

/** Kept for this tab's session when a record is opened, so coming back restores it. */
export function rememberFilter(filter: RecordFilter): void {
  writeItem(FILTER_KEY, `${filter.type ?? ''}|${filter.month ?? ''}`, 'session');
}

/** The remembered filter, read as untrusted (storage can be edited): bad parts are dropped. */
export function rememberedFilter(): RecordFilter {
  const [type = null, month = null] = (readItem(FILTER_KEY, 'session') ?? '').split('|');
  const parsedType = parseRecordType(type);
  const parsedMonth = parseMonth(month);
  return {
    type: parsedType === 'bad' ? null : parsedType,
    month: parsedMonth === 'bad' ? null : parsedMonth,
  };
}
