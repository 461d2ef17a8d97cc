import { defineRecord } from '../../../api/query/define-record';
import { orderCount } from '../../../shared/contracts/direct-order';

/** How many orders the seller has in each state (key: [orderCount.path, 'record', {}]). */
export const orderCountRecord = defineRecord(orderCount);

/** The tabs' numbers of /directOrder. */
export function useOrderCount() {
  return orderCountRecord.use({});
}
