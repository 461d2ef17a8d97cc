import type { StoredIn, TrackedEvent } from '../src/sdk/core/engine-protocol';
import type { AnalyticsDb } from './db';
import { warn } from './log';
import { createMemoryQueue } from './memory-queue';
import type { MemoryQueue } from './memory-queue';
import {
  ackEvents,
  countPending,
  countTabPending,
  createSeqSource,
  enqueueEvents,
  takeBatch,
} from './outbox';

export type StorageMode = StoredIn;

/**
 * The outbox with its storage-trouble policy (issue 3): IndexedDB normally; when
 * an open or a write fails (QuotaExceededError, or the WebView closed the
 * database in the background) reopen once and retry; if that fails too, keep
 * events in memory and send from there until IndexedDB can be opened again.
 */
export interface EventStore {
  mode(): StorageMode;
  open(): Promise<void>;
  /**
   * `stored` is 'indexeddb' only when nothing is held in memory any more: every
   * earlier memory row was moved back to IndexedDB (recover) or delivered.
   */
  enqueue(
    events: readonly TrackedEvent[],
    tabId: string,
  ): Promise<{ dropped: number; stored: StorageMode }>;
  take(tabId: string, limit: number): Promise<TrackedEvent[]>;
  ack(ids: readonly number[]): Promise<void>;
  pending(): Promise<number>;
  tabPending(tabId: string): Promise<number>;
  /** In memory mode: tries to reopen IndexedDB and move the memory queue back. */
  recover(tabId: string): Promise<void>;
  /** Runs a database chore (heartbeat, takeover); null when the database is unusable. */
  withDb<T>(label: string, op: (db: AnalyticsDb) => Promise<T>): Promise<T | null>;
  dropped(): number;
  close(): void;
}

type Attempt<T> = { ok: true; value: T } | { ok: false };

export function createEventStore(
  db: AnalyticsDb,
  now: () => number,
  memory: MemoryQueue = createMemoryQueue(),
): EventStore {
  let mode: StorageMode = 'indexeddb';
  let dropped = 0;
  let reopening: Promise<boolean> | null = null;
  // After close() (engine stopped) late work must neither reopen nor fall back.
  let closed = false;
  const nextSeq = createSeqSource();

  async function reopenOnce(quiet: boolean): Promise<boolean> {
    try {
      db.close();
      await db.open();
      return true;
    } catch (error) {
      if (!quiet) warn('IndexedDB could not be reopened', error);
      return false;
    }
  }

  /** Concurrent failures share one reopen; `quiet` for the periodic recovery attempts. */
  function reopen(quiet = false): Promise<boolean> {
    reopening ??= reopenOnce(quiet).finally(() => {
      reopening = null;
    });
    return reopening;
  }

  function toMemory(reason: string): void {
    if (mode === 'memory') return;
    mode = 'memory';
    warn(`${reason}; keeping events in memory until IndexedDB is available again`);
  }

  async function run<T>(label: string, op: (db: AnalyticsDb) => Promise<T>): Promise<Attempt<T>> {
    if (mode === 'memory' || closed) return { ok: false };
    try {
      return { ok: true, value: await op(db) };
    } catch (error) {
      warn(`${label} failed, reopening IndexedDB once`, error);
    }
    if (!closed && (await reopen())) {
      try {
        return { ok: true, value: await op(db) };
      } catch (error) {
        warn(`${label} failed again after reopening`, error);
      }
    }
    if (!closed) toMemory(`${label} is impossible`);
    return { ok: false };
  }

  function holdInMemory(events: readonly TrackedEvent[]): number {
    const result = memory.add(events);
    if (result.dropped > 0) {
      dropped += result.dropped;
      warn(`memory queue full: dropped ${result.dropped} events (${dropped} in total)`);
    }
    return result.dropped;
  }

  return {
    mode: () => mode,
    async open() {
      try {
        await db.open();
        return;
      } catch (error) {
        warn('IndexedDB open failed, retrying once', error);
      }
      if (!(await reopen())) toMemory('IndexedDB cannot be opened');
    },
    async enqueue(events, tabId) {
      const stored = await run('storing events', (d) =>
        enqueueEvents(d, events, tabId, now(), nextSeq),
      );
      const lost = stored.ok ? 0 : holdInMemory(events);
      return { dropped: lost, stored: memory.size() === 0 ? 'indexeddb' : 'memory' };
    },
    async take(tabId, limit) {
      const rows = await run('reading the outbox', (d) => takeBatch(d, tabId, limit));
      return rows.ok ? rows.value : memory.take(limit);
    },
    async ack(ids) {
      // Memory remembers the ids in every mode, so a replay is skipped even when
      // the database write below fails and the rows are sent again.
      memory.ack(ids);
      await run('acknowledging events', (d) => ackEvents(d, ids, now()));
    },
    async pending() {
      const rows = await run('counting the outbox', countPending);
      return (rows.ok ? rows.value : 0) + memory.size();
    },
    async tabPending(tabId) {
      const rows = await run('counting the outbox', (d) => countTabPending(d, tabId));
      return (rows.ok ? rows.value : 0) + memory.size();
    },
    async recover(tabId) {
      if (mode === 'indexeddb' || closed || !(await reopen(true))) return;
      let moved = 0;
      // Events enqueued while a move runs land in memory (the mode is still
      // 'memory'): loop until none is left, so IndexedDB mode never strands rows.
      while (memory.size() > 0) {
        const held = memory.drain();
        try {
          await enqueueEvents(db, held, tabId, now(), nextSeq);
          moved += held.length;
        } catch (error) {
          memory.add(held);
          warn('IndexedDB reopened but still not writable', error);
          return;
        }
      }
      mode = 'indexeddb';
      warn(`IndexedDB is available again; moved ${moved} events back from memory`);
    },
    async withDb(label, op) {
      const result = await run(label, op);
      return result.ok ? result.value : null;
    },
    dropped: () => dropped,
    close() {
      closed = true;
      db.close();
    },
  };
}
