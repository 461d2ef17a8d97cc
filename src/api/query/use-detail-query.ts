import {
  onlineManager,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIsOnline } from './use-online';
import { viewStateOf, type ViewState } from './view-state';

/** A failure younger than this is shown (with 重试) to a screen mounting now, not asked again. */
export const FRESH_FAILURE_MS = 5_000;

/**
 * The boot's prefetch (api/session/start-session.ts) can fail moments before the screen
 * showing that data mounts: asking again at once would send the same request
 * twice for one start. An older failure is asked again on mount, as react-query does.
 */
export function failedJustNow(errorUpdatedAt: number | undefined, now: number): boolean {
  return (
    errorUpdatedAt !== undefined && errorUpdatedAt > 0 && now - errorUpdatedAt < FRESH_FAILURE_MS
  );
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
  const failedAt = useQueryClient().getQueryState(options.queryKey)?.errorUpdatedAt;
  const query = useQuery({ ...options, retryOnMount: !failedJustNow(failedAt, Date.now()) });
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
