import { defineRecord } from '../../../api/query/define-record';
import { retestItems } from '../../../shared/contracts/seller-other-pages';

/** The items /applyForRetesting offers (inspected or on shelf). */
export const retestItemsRecord = defineRecord(retestItems, {
  isEmpty: (data) => data.list.length === 0,
});

export function useRetestItems() {
  return retestItemsRecord.use({});
}
