import { defineRecord } from '../../../api/query/define-record';
import { orderCount } from '../../../shared/contracts/direct-order';

/** How many orders the seller has in each state: the tabs' numbers. */
export const orderCountRecord = defineRecord(orderCount);

export function useOrderCount() {
  return orderCountRecord.use({});
}
