import Dexie from 'dexie';
import type { TrackedEvent } from '../src/sdk/core/engine-protocol';
import type { AnalyticsDb, OutboxRow } from './db';

/** How long an acknowledged `_track_id` is remembered for deduplication. */
export const DELIVERED_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Hands out strictly increasing sequence numbers, anchored to the clock. */
export type SeqSource = (now: number) => number;

export function createSeqSource(): SeqSource {
  let last = 0;
  // ms × 1000 leaves room for 1000 events per ms and stays below 2^53 until year 2255.
  return (now) => {
    last = Math.max(now * 1000, last + 1);
    return last;
  };
}

/**
 * Adds events for `tabId` in one transaction, in the given order. Ids already
 * queued (any tab), delivered recently, or repeated within the call are skipped.
 * Resolves with the number of rows added.
 */
export async function enqueueEvents(
  db: AnalyticsDb,
  events: readonly TrackedEvent[],
  tabId: string,
  now: number,
  nextSeq: SeqSource,
): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction('rw', db.outbox, db.delivered, async () => {
    const ids = events.map((event) => event._track_id);
    const [queued, delivered] = await Promise.all([
      db.outbox.bulkGet(ids),
      db.delivered.bulkGet(ids),
    ]);
    const seen = new Set<number>();
    const rows: OutboxRow[] = [];
    events.forEach((event, index) => {
      if (queued[index] || delivered[index] || seen.has(event._track_id)) return;
      seen.add(event._track_id);
      rows.push({ _track_id: event._track_id, tabId, seq: nextSeq(now), enqueuedAt: now, event });
    });
    await db.outbox.bulkAdd(rows);
    return rows.length;
  });
}

/** The oldest rows owned by `tabId`, at most `limit`. */
export async function takeBatch(
  db: AnalyticsDb,
  tabId: string,
  limit: number,
): Promise<TrackedEvent[]> {
  const rows = await db.outbox
    .where('[tabId+seq]')
    .between([tabId, Dexie.minKey], [tabId, Dexie.maxKey])
    .limit(limit)
    .toArray();
  return rows.map((row) => row.event);
}

/**
 * Called only after the receiver acknowledged these ids: removes them from the
 * outbox and remembers them as delivered, atomically.
 */
export async function ackEvents(
  db: AnalyticsDb,
  ids: readonly number[],
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction('rw', db.outbox, db.delivered, async () => {
    await db.outbox.bulkDelete([...ids]);
    await db.delivered.bulkPut(ids.map((id) => ({ _track_id: id, at: now })));
  });
}

export function countPending(db: AnalyticsDb): Promise<number> {
  return db.outbox.count();
}

export function countTabPending(db: AnalyticsDb, tabId: string): Promise<number> {
  return db.outbox.where('tabId').equals(tabId).count();
}

/** Forgets delivered ids older than the retention window; returns how many. */
export function pruneDelivered(db: AnalyticsDb, now: number): Promise<number> {
  return db.delivered
    .where('at')
    .below(now - DELIVERED_RETENTION_MS)
    .delete();
}
