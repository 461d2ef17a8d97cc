import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MAX_AGE_MS } from './persist-options';
import { retryDelayMs, shouldRetryMutation, shouldRetryQuery } from './retry-policy';

/** Data younger than this is shown without asking the server again (a screen revisited). */
export const QUERY_STALE_MS = 30_000;

/**
 * The app's QueryClient and its documented defaults (docs/adding-a-screen.md):
 * - queries retry only network and timeout failures, twice, 1 s then 2 s apart
 *   (retry-policy.ts); server codes were toasted once by the request layer;
 * - `networkMode: 'online'` for both: offline, a query keeps its cached data and
 *   waits, a mutation is paused and sent when the network returns
 *   (onlineManager follows the store's netWork, online-signal.ts);
 * - mutations are not retried automatically: a change is sent once, and it
 *   carries its user action's idempotency key (define-change.ts); only the
 *   server's "still running, retry later" code (HTTP 409) is sent again, with
 *   the same key and the same backoff (retry-policy.ts);
 * - caches are kept (gcTime) as long as the persisted copy may live, or a
 *   restored query would be collected before a screen reads it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        networkMode: 'online',
        // A web view in the host app gains focus on every return from a native
        // screen; pull to refresh and staleness on mount are enough.
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: retryDelayMs,
        networkMode: 'online',
        gcTime: QUERY_CACHE_MAX_AGE_MS,
      },
    },
  });
}
