import { amountRefundList } from '../../../shared/contracts/fund-records';
import { defineRecordPages } from './record-pages';

/** /refundRecordDetailList: withdrawals returned to the wallet. */
export const refundRecordPages = defineRecordPages(amountRefundList, (_: object, page) => page);

export function useRefundRecords() {
  return refundRecordPages.use({});
}
