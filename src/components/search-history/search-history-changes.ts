import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../api/query/define-change';
import { useChange } from '../../api/query/use-change';
import type * as z from 'zod/mini';
import { allOf } from '../../api/query/query-keys';
import {
  searchHistoryClear,
  searchHistoryDelete,
  searchHistoryList,
  searchHistorySave,
  SEARCH_HISTORY_LIMIT,
  type SearchScene,
} from '../../shared/contracts/seller-search';

type History = z.infer<typeof searchHistoryList.data>;

/**
 * The history endpoints serve two scenes (the consignment's products, the direct-sale
 * search) and a change's mutation defaults are per path: both pages share these changes,
 * and an answer updates only the cached lists of the change's own scene.
 */
export function updateScene(
  client: QueryClient,
  scene: SearchScene,
  update: (data: History) => History,
) {
  client.setQueriesData<History>(
    {
      predicate: (query) => {
        const [path, kind, input] = query.queryKey;
        if (path !== searchHistoryList.path || kind !== 'record') return false;
        // The key's input is the list call's own ({} or { scene }): no other shape is cached.
        return ((input as { scene?: SearchScene } | undefined)?.scene ?? 'product') === scene;
      },
    },
    (data) => (data === undefined ? data : update(data)),
  );
  return client.invalidateQueries({ queryKey: allOf(searchHistoryList) });
}

/** Saving a keyword moves it to the top (the server keeps the newest 20). */
const saveSearchChange = defineChange(searchHistorySave, {
  networkMode: 'always',
  onSuccess: (client, record, input) =>
    updateScene(client, input.scene ?? 'product', (data) => ({
      list: [record, ...data.list.filter((r) => r.keyword !== record.keyword)].slice(
        0,
        SEARCH_HISTORY_LIMIT,
      ),
    })),
});

const deleteSearchChange = defineChange(searchHistoryDelete, {
  networkMode: 'always',
  onSuccess: (client, _data, input) =>
    updateScene(client, input.scene ?? 'product', (data) => ({
      list: data.list.filter((r) => r.id !== input.id),
    })),
});

const clearSearchChange = defineChange(searchHistoryClear, {
  networkMode: 'always',
  onSuccess: (client, _data, input) =>
    updateScene(client, input.scene ?? 'product', () => ({ list: [] })),
});

// Page-only ('always'): a keyword is not worth a queued change; offline these fail at once.
export const useSaveSearch = () => useChange(saveSearchChange);
export const useDeleteSearch = () => useChange(deleteSearchChange);
export const useClearSearch = () => useChange(clearSearchChange);
