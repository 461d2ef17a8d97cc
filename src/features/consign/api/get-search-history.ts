import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { searchHistoryList } from '../../../shared/contracts/seller-search';

/** The seller's saved search keywords, newest first (key: [path, 'record', {}]). */
export const searchHistoryRecord = defineRecord(searchHistoryList);

/**
 * Asked on every visit: a keyword saved just before leaving may not have
 * reached the persisted copy (written at most once a second) of the last one.
 */
export function useSearchHistory() {
  return useDetailQuery(
    { ...searchHistoryRecord.options({}), staleTime: 0 },
    (data) => data.list.length === 0,
  );
}
