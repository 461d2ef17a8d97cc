import { defineRecord } from '../../api/query/define-record';
import { useDetailQuery } from '../../api/query/use-detail-query';
import { searchHistoryList, type SearchScene } from '../../shared/contracts/seller-search';

/** The seller's saved search keywords of one scene, newest first. */
export const searchHistoryRecord = defineRecord(searchHistoryList);

/** The list call's input: the product scene is the endpoint's default and is not named. */
export function sceneInput(scene: SearchScene): { scene?: SearchScene } {
  return scene === 'product' ? {} : { scene };
}

/**
 * Asked on every visit: a keyword saved just before leaving may not have
 * reached the persisted copy (written at most once a second) of the last one.
 */
export function useSearchHistory(scene: SearchScene) {
  return useDetailQuery(
    { ...searchHistoryRecord.options(sceneInput(scene)), staleTime: 0 },
    (data) => data.list.length === 0,
  );
}
