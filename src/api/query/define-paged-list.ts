import { call } from '../call';
import type { ListPage } from './page-param';
import { pagedListKey, type ReadEndpoint } from './query-keys';
import { listQueryOptions, useListQuery, type ListQueryConfig } from './use-list-query';

export interface PageFields {
  pageIndex: number;
  pageSize: number;
}

export interface PagedListConfig<I, F> {
  /** Items per page (spec 000 §9 for the bank lists: 3). */
  pageSize: number;
  /** The contract's input for one page of a filter (the filter is the cache key, the page is not). */
  input: (filter: F, page: PageFields) => I;
}

/**
 * A paged list of a read contract that answers `pageOf(item)`: the fetcher of
 * one page, the query key (`[path, 'pages', filter]`), the infinite query
 * options and the hook for `<PagedList>` (pull to refresh, infinite scroll,
 * the shared states).
 *
 *   export const bankListPages = definePagedList(bankList, {
 *     pageSize: BANK_LIST_PAGE_SIZE,
 *     input: (filter: { useType: BankUseType }, page) => ({ ...filter, ...page }),
 *   });
 */
export function definePagedList<I, T extends { id: number | string }, F extends object>(
  endpoint: ReadEndpoint<I, ListPage<T>>,
  config: PagedListConfig<I, F>,
) {
  const fetchPage = (filter: F, pageIndex: number, signal?: AbortSignal): Promise<ListPage<T>> =>
    call(endpoint, config.input(filter, { pageIndex, pageSize: config.pageSize }), { signal });
  const queryConfig = (filter: F, enabled = true): ListQueryConfig<T> => ({
    queryKey: pagedListKey(endpoint, filter),
    fetchPage: (pageIndex, signal) => fetchPage(filter, pageIndex, signal),
    enabled,
  });
  return {
    endpoint,
    fetchPage,
    /** Tagged with the data type (InfiniteData of the pages), as the record's key. */
    key: (filter: F) => listQueryOptions(queryConfig(filter)).queryKey,
    options: (filter: F) => listQueryOptions(queryConfig(filter)),
    /** The hook for `<PagedList query={…}>`; `enabled: false` waits (e.g. a visitor's tab). */
    use: (filter: F, enabled = true) => useListQuery(queryConfig(filter, enabled)),
  };
}
