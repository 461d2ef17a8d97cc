import type { AnalyticsDb } from './db';

/** spec 001 §9: takeover lock 10 s. */
export const TAKEOVER_LOCK_MS = 10_000;
export const TAKEOVER_LOCK_NAME = 'sa-outbox-takeover';

/** What `navigator.locks.query()` answers, as far as the engine reads it. */
export interface LockSnapshotLike {
  held?: ReadonlyArray<{ name?: string }>;
  pending?: ReadonlyArray<{ name?: string }>;
}

/** The part of the Web Locks API (`navigator.locks`) the engine uses. */
export interface LocksLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
  /** Missing in some implementations: tab liveness then falls back to the heartbeat. */
  query?(): Promise<LockSnapshotLike>;
}

/**
 * Claims the Dexie lease row when it is free, expired, or already ours. The
 * read and the write share one transaction, so of two tabs trying at once
 * exactly one wins.
 */
export async function acquireLease(
  db: AnalyticsDb,
  owner: string,
  now: number,
  name = TAKEOVER_LOCK_NAME,
): Promise<boolean> {
  return db.transaction('rw', db.leases, async () => {
    const lease = await db.leases.get(name);
    if (lease && lease.owner !== owner && lease.expiresAt > now) return false;
    await db.leases.put({ name, owner, expiresAt: now + TAKEOVER_LOCK_MS });
    return true;
  });
}

export async function releaseLease(
  db: AnalyticsDb,
  owner: string,
  name = TAKEOVER_LOCK_NAME,
): Promise<void> {
  await db.transaction('rw', db.leases, async () => {
    const lease = await db.leases.get(name);
    if (lease?.owner === owner) await db.leases.delete(name);
  });
}

/**
 * Runs `work` while holding the takeover lock, or returns null without running
 * it when another tab holds the lock (the caller tries again on its next tick).
 * Web Locks are released by the browser even if the tab dies; the Dexie lease
 * covers WebViews without them and expires after 10 s.
 */
export async function withTakeoverLock<T>(
  locks: LocksLike | undefined,
  db: AnalyticsDb,
  owner: string,
  now: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (locks) {
    return locks.request(TAKEOVER_LOCK_NAME, { ifAvailable: true }, async (lock) =>
      lock ? work() : null,
    );
  }
  if (!(await acquireLease(db, owner, now))) return null;
  try {
    return await work();
  } finally {
    await releaseLease(db, owner);
  }
}
