import { amountDetailList, type RecordType } from '../../../shared/contracts/fund-records';
import { defineRecordPages } from './record-pages';

export interface RecordFilter {
  type: RecordType | null;
  month: string | null;
}

/** /financialDetails: the wallet's records, newest first, by type and month (China time). */
export const walletRecordPages = defineRecordPages(
  amountDetailList,
  (filter: RecordFilter, page) => ({
    ...page,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.month ? { month: filter.month } : {}),
  }),
);

export function useWalletRecords(filter: RecordFilter) {
  return walletRecordPages.use(filter);
}
