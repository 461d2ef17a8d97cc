import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
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
export const saveSearchChange = defineChange(searchHistorySave, {
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

export const deleteSearchChange = defineChange(searchHistoryDelete, {
  onSuccess: (client, _data, input) => {
    updateRecords(client, searchHistoryList, (data) => ({
      list: data.list.filter((r) => r.id !== input.id),
    }));
    return refresh(client);
  },
});

export const clearSearchChange = defineChange(searchHistoryClear, {
  onSuccess: (client) => {
    updateRecords(client, searchHistoryList, () => ({ list: [] }));
    return refresh(client);
  },
});
