import { afterEach, describe, expect, it } from 'vitest';
import { createAnalyticsDb } from '../../../workers/db';
import type { AnalyticsDb } from '../../../workers/db';
import { createSeqSource, enqueueEvents, takeBatch } from '../../../workers/outbox';
import { markTabGone, takeOverExpiredTabs, writeHeartbeat } from '../../../workers/tabs';
import {
  TAKEOVER_LOCK_MS,
  acquireLease,
  releaseLease,
  withTakeoverLock,
} from '../../../workers/takeover-lock';
import type { LocksLike } from '../../../workers/takeover-lock';
import { makeEvent, uniqueDbName } from './fakes';

const NOW = 1_700_000_000_000;
const EXPIRY = 12_000;
let db: AnalyticsDb;

afterEach(() => db.close());

async function seed(): Promise<AnalyticsDb> {
  db = createAnalyticsDb(uniqueDbName('takeover'));
  const seq = createSeqSource();
  await enqueueEvents(db, [makeEvent(1), makeEvent(2)], 'old', NOW, seq);
  await enqueueEvents(db, [makeEvent(3)], 'me', NOW, seq);
  return db;
}

const ids = async (d: AnalyticsDb, tab: string) =>
  (await takeBatch(d, tab, 100)).map((event) => event._track_id);

describe('takeOverExpiredTabs', () => {
  it.each([
    ['heartbeat older than twice the interval', NOW - EXPIRY - 1, 2],
    ['heartbeat exactly at the expiry', NOW - EXPIRY, 0],
    ['live heartbeat', NOW - 1000, 0],
  ])('%s', async (_label, heartbeatAt, moved) => {
    const d = await seed();
    await writeHeartbeat(d, 'old', heartbeatAt);
    expect(await takeOverExpiredTabs(d, 'me', NOW, EXPIRY)).toBe(moved);
    expect(await ids(d, 'me')).toEqual(moved ? [1, 2, 3] : [3]);
  });

  it('takes rows of a tab marked gone at once', async () => {
    const d = await seed();
    await markTabGone(d, 'old');
    expect(await takeOverExpiredTabs(d, 'me', NOW, EXPIRY)).toBe(2);
    expect(await d.tabs.get('old')).toBeUndefined();
  });

  it('takes rows whose tab never wrote a heartbeat', async () => {
    const d = await seed();
    expect(await takeOverExpiredTabs(d, 'me', NOW, EXPIRY)).toBe(2);
    expect(await ids(d, 'old')).toEqual([]);
  });
});

describe('Dexie lease', () => {
  it('of two tabs trying at once exactly one wins', async () => {
    db = createAnalyticsDb(uniqueDbName('lease'));
    const results = await Promise.all([
      acquireLease(db, 'tab-a', NOW),
      acquireLease(db, 'tab-b', NOW),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('blocks others for 10 s, then expires; release frees it at once', async () => {
    db = createAnalyticsDb(uniqueDbName('lease'));
    expect(await acquireLease(db, 'tab-a', NOW)).toBe(true);
    expect(await acquireLease(db, 'tab-b', NOW + TAKEOVER_LOCK_MS - 1)).toBe(false);
    expect(await acquireLease(db, 'tab-b', NOW + TAKEOVER_LOCK_MS)).toBe(true);
    await releaseLease(db, 'tab-a');
    expect(await acquireLease(db, 'tab-a', NOW + TAKEOVER_LOCK_MS)).toBe(false);
    await releaseLease(db, 'tab-b');
    expect(await acquireLease(db, 'tab-a', NOW + TAKEOVER_LOCK_MS)).toBe(true);
  });

  it('withTakeoverLock runs the work for one of two concurrent callers', async () => {
    db = createAnalyticsDb(uniqueDbName('lease'));
    const d = db;
    let runs = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withTakeoverLock(undefined, d, 'tab-a', NOW, async () => {
      runs += 1;
      await gate;
      return 'a';
    });
    await expect.poll(() => runs).toBe(1);
    const second = await withTakeoverLock(undefined, d, 'tab-b', NOW, async () => 'b');
    release();
    expect([await first, second]).toEqual(['a', null]);
    expect(await d.leases.get('sa-outbox-takeover')).toBeUndefined();
  });
});

describe('withTakeoverLock with Web Locks', () => {
  /** A LockManager for one name with `ifAvailable`, as browsers implement it. */
  function fakeLocks(): LocksLike & { held: boolean } {
    const locks = {
      held: false,
      async request<T>(
        _name: string,
        _options: { ifAvailable: true },
        callback: (lock: unknown) => Promise<T>,
      ): Promise<T> {
        if (locks.held) return callback(null);
        locks.held = true;
        try {
          return await callback({});
        } finally {
          locks.held = false;
        }
      },
    };
    return locks;
  }

  it('uses navigator.locks and skips the work when the lock is taken', async () => {
    db = createAnalyticsDb(uniqueDbName('locks'));
    const locks = fakeLocks();
    expect(await withTakeoverLock(locks, db, 'tab-a', NOW, async () => 'ran')).toBe('ran');
    locks.held = true;
    expect(await withTakeoverLock(locks, db, 'tab-a', NOW, async () => 'ran')).toBeNull();
    expect(await db.leases.count()).toBe(0);
  });
});
