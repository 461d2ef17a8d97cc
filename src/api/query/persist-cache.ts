/**
 * Restoring and saving the query cache (its own chunk, loaded by query-provider.tsx
 * as the app starts): hydrate/dehydrate and the persister are about 2 KB gz that the
 * first paint does not need (issue 13 §6 budget). No query fetches until the restore
 * has run, so loading it later changes what a page shows only by that chunk's wait.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/query-persist-client-core';
import { readItem, removeItem, writeItem } from '../../lib/storage';
import {
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_STORAGE_KEY,
  shouldPersistMutation,
  shouldPersistQuery,
} from './persist-options';

// lib/storage never throws (private mode, full quota): a cache that cannot be
// written is simply not kept.
const safeLocalStorage = {
  getItem: (key: string) => readItem(key),
  setItem: (key: string, value: string) => {
    writeItem(key, value);
  },
  removeItem: (key: string) => removeItem(key),
};

function persistOptions(client: QueryClient, buster: string): PersistQueryClientOptions {
  return {
    queryClient: client,
    persister: createAsyncStoragePersister({
      storage: safeLocalStorage,
      key: QUERY_CACHE_STORAGE_KEY,
    }),
    buster,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: shouldPersistMutation,
    },
  };
}

/** Restores the persisted copy (an expired, busted or unreadable one is dropped). */
export function restoreCache(client: QueryClient, buster: string): Promise<void> {
  return persistQueryClientRestore(persistOptions(client, buster));
}

/** Saves the cache whenever it changes; answers the unsubscribe. */
export function saveCacheOnChange(client: QueryClient, buster: string): () => void {
  return persistQueryClientSubscribe(persistOptions(client, buster));
}
