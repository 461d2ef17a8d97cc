import {
  infiniteQueryOptions,
  onlineManager,
  useInfiniteQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { FIRST_PAGE_INDEX, flattenPages, nextPageIndex, type ListPage } from './page-param';
import { useIsOnline } from './use-online';
import { viewStateOf, type ViewState } from './view-state';

export interface ListQueryConfig<T> {
  /** pagedListKey(endpoint, filter) of query-keys.ts. */
  queryKey: QueryKey;
  /** One page through `call(endpoint, …, { signal })`; pageIndex from 1. */
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<ListPage<T>>;
  enabled?: boolean;
}

/** The infinite query of a paged list: page 1 first, the next while items < total. */
export function listQueryOptions<T>(config: ListQueryConfig<T>) {
  return infiniteQueryOptions({
    queryKey: config.queryKey,
    queryFn: ({ pageParam, signal }) => config.fetchPage(pageParam, signal),
    initialPageParam: FIRST_PAGE_INDEX,
    getNextPageParam: (_last: ListPage<T>, pages: ListPage<T>[]) => nextPageIndex(pages),
    enabled: config.enabled,
  });
}

export interface ListQuery<T> {
  items: T[];
  total: number;
  view: ViewState;
  /** More pages on the server and a network to fetch them (components/paged-list LoadMore). */
  hasMore: boolean;
  /** LoadMore's loadMore: rejects on failure so it shows its retry. */
  loadMore: () => Promise<void>;
  /** Pull to refresh and the error state's 重试: refetches the loaded pages. */
  refresh: () => Promise<void>;
  error: Error | null;
}

/**
 * A paged list for a screen, ready for the pull to refresh and infinite
 * scroll of components/paged-list. Offline it shows the cached pages,
 * does not ask for more, and a pull resolves at once instead of spinning.
 */
export function useListQuery<T extends { id: number | string }>(
  config: ListQueryConfig<T>,
): ListQuery<T> {
  const query = useInfiniteQuery(listQueryOptions(config));
  const online = useIsOnline();
  const pages = query.data?.pages;
  const items = useMemo(() => flattenPages(pages ?? []), [pages]);
  const { fetchNextPage, refetch } = query;

  const loadMore = useCallback(async () => {
    const result = await fetchNextPage();
    if (result.isError) throw result.error;
  }, [fetchNextPage]);

  const refresh = useCallback(async () => {
    if (!onlineManager.isOnline()) return;
    await refetch();
  }, [refetch]);

  const view = viewStateOf({
    hasData: pages !== undefined,
    isEmpty: items.length === 0,
    isError: query.isError,
    online,
    fetchStatus: query.fetchStatus,
  });
  return {
    items,
    total: pages?.at(-1)?.total ?? 0,
    view,
    hasMore: query.hasNextPage && online,
    loadMore,
    refresh,
    error: query.error,
  };
}
