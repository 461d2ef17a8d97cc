import {
  onlineManager,
  queryOptions,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../call';
import type { DataOf, Endpoint, InputOf } from '../../shared/contract';
import { endpointKey } from './query-keys';
import { useIsOnline } from './use-online';
import { viewStateOf, type ViewState } from './view-state';

/** One endpoint's answer as a query, keyed by its path and input, cancelled with the screen. */
export function endpointQueryOptions<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }): Promise<DataOf<E>> => call(endpoint, input, { signal }),
  });
}

export interface DetailQuery<T> {
  data: T | undefined;
  view: ViewState;
  refresh: () => Promise<void>;
  error: Error | null;
}

/**
 * One record for a detail screen: the shared view state (loading, error with
 * 重试, offline copy) around react-query's useQuery. `isEmpty` says when an
 * answer means "nothing to show" (defaults to never).
 */
export function useDetailQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  isEmpty: (data: T) => boolean = () => false,
): DetailQuery<T> {
  const query = useQuery(options);
  const online = useIsOnline();
  const { refetch } = query;
  const refresh = useCallback(async () => {
    if (!onlineManager.isOnline()) return;
    await refetch();
  }, [refetch]);
  const view = viewStateOf({
    hasData: query.data !== undefined,
    isEmpty: query.data !== undefined && isEmpty(query.data),
    isError: query.isError,
    online,
    fetchStatus: query.fetchStatus,
  });
  return { data: query.data, view, refresh, error: query.error };
}
