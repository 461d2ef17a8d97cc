import {
  amountDetailList,
  amountMarginOriginalList,
  amountMarginOutList,
  amountRefundList,
  type RecordType,
} from '../../../shared/contracts/fund-records';
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

/** /refundRecordDetailList: withdrawals returned to the wallet. */
export const refundRecordPages = defineRecordPages(amountRefundList, (_: object, page) => page);

export function useRefundRecords() {
  return refundRecordPages.use({});
}

/** /fundsTurnover: money into (original) and out of the margin account. */
export const marginInPages = defineRecordPages(amountMarginOriginalList, (_: object, page) => page);
export const marginOutPages = defineRecordPages(amountMarginOutList, (_: object, page) => page);

export function useMarginIn() {
  return marginInPages.use({});
}

export function useMarginOut() {
  return marginOutPages.use({});
}
