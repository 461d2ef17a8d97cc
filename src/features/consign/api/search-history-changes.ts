import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { allOf, updateRecords } from '../../../api/query/query-keys';
import {
  searchHistoryClear,
  searchHistoryDelete,
  searchHistoryList,
  searchHistorySave,
  SEARCH_HISTORY_LIMIT,
} from '../../../shared/contracts/seller-search';

function refresh(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: allOf(searchHistoryList) });
}

/** Saving a keyword moves it to the top (the server keeps the newest 20). */
const saveSearchChange = defineChange(searchHistorySave, {
  networkMode: 'always',
  onSuccess: (client, record) => {
    updateRecords(client, searchHistoryList, (data) => ({
      list: [
        record,
        ...data.list.filter((r) => r.id !== record.id && r.keyword !== record.keyword),
      ].slice(0, SEARCH_HISTORY_LIMIT),
    }));
    return refresh(client);
  },
});

const deleteSearchChange = defineChange(searchHistoryDelete, {
  networkMode: 'always',
  onSuccess: (client, _data, input) => {
    updateRecords(client, searchHistoryList, (data) => ({
      list: data.list.filter((r) => r.id !== input.id),
    }));
    return refresh(client);
  },
});

const clearSearchChange = defineChange(searchHistoryClear, {
  networkMode: 'always',
  onSuccess: (client) => {
    updateRecords(client, searchHistoryList, () => ({ list: [] }));
    return refresh(client);
  },
});

// Page-only ('always'): a keyword is not worth a queued change; offline these fail at once.
export const useSaveSearch = () => useChange(saveSearchChange);
export const useDeleteSearch = () => useChange(deleteSearchChange);
export const useClearSearch = () => useChange(clearSearchChange);
