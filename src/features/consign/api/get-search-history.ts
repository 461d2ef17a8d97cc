import { defineRecord } from '../../../api/query/define-record';
import { searchHistoryList } from '../../../shared/contracts/seller-search';

/** The seller's saved search keywords, newest first (key: [path, 'record', {}]). */
export const searchHistoryRecord = defineRecord(searchHistoryList, {
  isEmpty: (data) => data.list.length === 0,
});
