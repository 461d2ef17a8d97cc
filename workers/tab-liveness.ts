/**
 * Tab liveness from Web Locks: each engine holds a lock named after its tab for
 * its whole life; the browser releases it when the tab (and its worker) goes
 * away, even without pagehide. So a tab whose lock is not held is dead at once,
 * instead of after the 2 × send_interval heartbeat expiry (spec 001 §9), which
 * stays the rule where Web Locks are missing.
 */
import type { LocksLike } from './takeover-lock';

const TAB_LOCK_PREFIX = 'sa-tab-';

export function tabLockName(tabId: string): string {
  return TAB_LOCK_PREFIX + tabId;
}

/** Tabs whose lock was held (or asked for) when `queriedAt` was read. */
export interface LiveTabs {
  ids: ReadonlySet<string>;
  queriedAt: number;
}

/** Holds this tab's lock until the returned release is called. */
export function holdTabLock(locks: LocksLike, tabId: string): () => void {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void locks.request(tabLockName(tabId), {}, () => held).catch(() => undefined);
  return release;
}

/** The tabs with a held or requested tab lock; null where locks cannot be queried. */
export async function queryLiveTabs(
  locks: LocksLike | undefined,
  now: () => number,
): Promise<LiveTabs | null> {
  if (!locks?.query) return null;
  const queriedAt = now();
  try {
    const snapshot = await locks.query();
    const ids = new Set<string>();
    for (const info of [...(snapshot.held ?? []), ...(snapshot.pending ?? [])]) {
      if (info.name?.startsWith(TAB_LOCK_PREFIX)) ids.add(info.name.slice(TAB_LOCK_PREFIX.length));
    }
    return { ids, queriedAt };
  } catch {
    return null; // e.g. a WebView with request() but a broken query(): heartbeat rule
  }
}

/**
 * Waits on the lock of every other live tab: the browser grants it the moment
 * that tab dies, and `onGone` runs then, so its rows are taken over at once
 * rather than at the next tick.
 */
export function createTabWatch(
  locks: LocksLike,
  selfId: string,
  onGone: () => void,
): { update(live: LiveTabs): void; stop(): void } {
  const watched = new Set<string>();
  const abort = new AbortController();
  return {
    update(live) {
      for (const id of live.ids) {
        if (id === selfId || watched.has(id) || abort.signal.aborted) continue;
        watched.add(id);
        locks
          .request(tabLockName(id), { signal: abort.signal }, async () => {
            watched.delete(id);
            onGone();
          })
          .catch(() => watched.delete(id));
      }
    },
    stop() {
      abort.abort();
    },
  };
}
