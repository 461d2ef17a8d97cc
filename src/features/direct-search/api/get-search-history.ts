import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { searchHistoryList } from '../../../shared/contracts/seller-search';

/** The direct-sale search's own recent keywords (scene 'direct'), newest first. */
export const DIRECT_SCENE = { scene: 'direct' } as const;

export const directHistoryRecord = defineRecord(searchHistoryList);

/**
 * Asked on every visit: a keyword saved just before leaving may not have reached the
 * persisted copy (written at most once a second) of the last visit.
 */
export function useDirectSearchHistory() {
  return useDetailQuery(
    { ...directHistoryRecord.options(DIRECT_SCENE), staleTime: 0 },
    (data) => data.list.length === 0,
  );
}
