import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  client: QueryClient;
  /** cacheBuster(token) of persist-options.ts: a new login starts with an empty cache. */
  buster: string;
  /** Runs once the persisted copy is restored (or found absent): the app's start-up reads. */
  onRestored?: () => void;
  children: ReactNode;
}

// The restore path in its own chunk (persist-cache.ts), asked for at the first render.
const loadPersistence = () => import('./persist-cache');

/**
 * The query client with its persisted copy: react-query-persist-client's
 * PersistQueryClientProvider with the restore code loaded apart. Until the copy is
 * restored no query fetches (so a reload offline shows the last data, not an error);
 * once it is, mutations that were paused offline (before a reload, too) resume if
 * online. A restored mutation resumes once: it is no longer paused when it runs, and
 * the online event's own resume skips it. A restore that fails (its chunk unreachable,
 * unreadable storage) leaves the cache empty and the app going, as the provider did.
 */
export function QueryProvider({ client, buster, onRestored, children }: Props) {
  const [restoring, setRestoring] = useState(true);
  const latest = useRef({ buster, onRestored });
  const started = useRef(false);
  useEffect(() => {
    latest.current = { buster, onRestored };
  });

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void loadPersistence()
        .then(async ({ restoreCache }) => {
          await restoreCache(client, latest.current.buster);
          void client.resumePausedMutations();
          latest.current.onRestored?.();
        })
        .catch((error: unknown) => console.warn('[query] cache not restored', error))
        .finally(() => setRestoring(false));
    }
    if (restoring) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    void loadPersistence().then(({ saveCacheOnChange }) => {
      if (live) stop = saveCacheOnChange(client, latest.current.buster);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [client, restoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
