import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
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

export function createQueryPersister() {
  return createAsyncStoragePersister({ storage: safeLocalStorage, key: QUERY_CACHE_STORAGE_KEY });
}

interface Props {
  client: QueryClient;
  /** cacheBuster(token) of persist-options.ts: a new login starts with an empty cache. */
  buster: string;
  /** Runs once the persisted copy is restored (or found absent): the app's start-up reads. */
  onRestored?: () => void;
  children: ReactNode;
}

/**
 * The query client with its persisted copy. Until the copy is restored no query
 * fetches (so a reload offline shows the last data, not an error); once it is,
 * mutations that were paused offline (before a reload, too) resume if online.
 * A restored mutation resumes once: it is no longer paused when it runs, and the
 * online event's own resume skips it.
 */
export function QueryProvider({ client, buster, onRestored, children }: Props) {
  const [persister] = useState(createQueryPersister);
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        buster,
        maxAge: QUERY_CACHE_MAX_AGE_MS,
        dehydrateOptions: {
          shouldDehydrateQuery: shouldPersistQuery,
          shouldDehydrateMutation: shouldPersistMutation,
        },
      }}
      onSuccess={() => {
        void client.resumePausedMutations();
        onRestored?.();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
