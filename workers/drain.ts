import type { TrackedEvent } from '../src/sdk/core/engine-protocol';
import type { Sender } from './delivery/senders';
import type { EventStore } from './event-store';

/** Bounds one flush (100 × storage length rows) so a stuck ack cannot loop forever. */
const MAX_BATCHES_PER_FLUSH = 100;

export interface DrainResult {
  sent: number;
  /** Why the last attempt failed; null when it did not. */
  error: string | null;
}

/**
 * Sends this tab's rows oldest first, `batchSize` at a time, until none are
 * left or an attempt fails. `_flush_time` is stamped on the copy that is sent;
 * the stored row stays as enqueued. Rows leave the outbox only once the
 * receiver acknowledged them. `mayGoOn` is asked before each batch: a page that
 * went away stops the drain between batches.
 */
export async function drainOutbox(
  store: EventStore,
  sender: Sender,
  tabId: string,
  batchSize: number,
  now: () => number,
  mayGoOn: () => boolean = () => true,
): Promise<DrainResult> {
  let sent = 0;
  for (let round = 0; round < MAX_BATCHES_PER_FLUSH && mayGoOn(); round += 1) {
    const batch = await store.take(tabId, batchSize);
    if (batch.length === 0) break;
    const flushTime = now();
    const stamped = batch.map((event): TrackedEvent => ({ ...event, _flush_time: flushTime }));
    const outcome = await sender(stamped);
    if (outcome.acked.length > 0) {
      await store.ack(outcome.acked);
      sent += outcome.acked.length;
    }
    if (outcome.error !== null) return { sent, error: outcome.error };
  }
  return { sent, error: null };
}
