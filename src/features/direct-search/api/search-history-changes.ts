import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { allOf } from '../../../api/query/query-keys';
import {
  searchHistoryClear,
  searchHistoryDelete,
  searchHistoryList,
  searchHistorySave,
} from '../../../shared/contracts/seller-search';

/**
 * The history endpoints serve two scenes (products, direct-sale) and a change's mutation
 * defaults are per path, so whichever page registered them first runs them for both: after
 * an answer the cached lists of both scenes are asked again (no local edit that could put a
 * keyword into the other scene's list).
 */
const refresh = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: allOf(searchHistoryList) });

const saveSearchChange = defineChange(searchHistorySave, {
  networkMode: 'always',
  onSuccess: refresh,
});
const deleteSearchChange = defineChange(searchHistoryDelete, {
  networkMode: 'always',
  onSuccess: refresh,
});
const clearSearchChange = defineChange(searchHistoryClear, {
  networkMode: 'always',
  onSuccess: refresh,
});

// Page-only ('always'): a keyword is not worth a queued change; offline these fail at once.
export const useSaveDirectSearch = () => useChange(saveSearchChange);
export const useDeleteDirectSearch = () => useChange(deleteSearchChange);
export const useClearDirectSearch = () => useChange(clearSearchChange);
