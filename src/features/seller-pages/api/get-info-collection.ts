import { defineRecord } from '../../../api/query/define-record';
import { infoCollectionList } from '../../../shared/contracts/seller-other-pages';

export const infoCollectionRecord = defineRecord(infoCollectionList, {
  isEmpty: (data) => data.list.length === 0,
});

/** /infoCollectionList: what the app collects, why and where (from the server). */
export function useInfoCollection() {
  return infoCollectionRecord.use({});
}
