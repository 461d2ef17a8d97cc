import type { TrackedEvent } from '../src/sdk/core/engine-protocol';

/** Events held in memory while IndexedDB is unavailable (about 10 MB at 1 KB each). */
export const MEMORY_QUEUE_CAPACITY = 10_000;
/** Acknowledged ids remembered in memory mode, for deduplication of replays. */
const DELIVERED_MEMORY = 10_000;

export interface MemoryQueue {
  /** Adds new events in order; ids already held or delivered are skipped. */
  add(events: readonly TrackedEvent[]): { added: number; dropped: number };
  take(limit: number): TrackedEvent[];
  ack(ids: readonly number[]): void;
  /** Removes and returns everything held (used when IndexedDB is back). */
  drain(): TrackedEvent[];
  size(): number;
}

export function createMemoryQueue(capacity = MEMORY_QUEUE_CAPACITY): MemoryQueue {
  // A Map keeps insertion order, so take() returns the oldest events first.
  const queued = new Map<number, TrackedEvent>();
  const delivered = new Set<number>();

  return {
    add(events) {
      let added = 0;
      let dropped = 0;
      for (const event of events) {
        const id = event._track_id;
        if (queued.has(id) || delivered.has(id)) continue;
        if (queued.size >= capacity) {
          dropped += 1;
          continue;
        }
        queued.set(id, event);
        added += 1;
      }
      return { added, dropped };
    },
    take(limit) {
      const batch: TrackedEvent[] = [];
      for (const event of queued.values()) {
        if (batch.length >= limit) break;
        batch.push(event);
      }
      return batch;
    },
    ack(ids) {
      for (const id of ids) {
        queued.delete(id);
        delivered.add(id);
      }
      // A Set iterates in insertion order: forget the oldest ids first.
      for (const id of delivered) {
        if (delivered.size <= DELIVERED_MEMORY) break;
        delivered.delete(id);
      }
    },
    drain() {
      const all = [...queued.values()];
      queued.clear();
      return all;
    },
    size: () => queued.size,
  };
}
