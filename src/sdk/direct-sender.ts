/**
 * Fallback delivery when no Worker can be created (old web views) or the worker
 * script fails to load: the same sensors batch format (`data_list` + `gzip=0`),
 * POSTed from the main thread with fetch (keepalive while the body is small
 * enough), queued in localStorage under this page's own key so a closed page's
 * events are adopted by the next page to start (any tab). Events leave the queue
 * only after a 2xx answer; the receiver deduplicates on `_track_id`, so a retry
 * after a lost answer is stored once.
 */
import { KEEPALIVE_BODY_LIMIT } from './core/constants';
import type { FlushReason, TrackedEvent } from './core/engine-protocol';
import { encodeBatchBody } from './core/encode';
import { completeEvent } from './core/event-builder';
import { warn } from './log';
import { SpillStore } from './spill-store';
import { runCallbacks, type Transport } from './transport';

/** Per page load; the legacy shared key `sensorsdata_direct_queue` is adopted too. */
const QUEUE_PREFIX = 'sensorsdata_direct_';
/** Events kept while the receiver is unreachable; the oldest go first beyond it. */
export const DIRECT_QUEUE_LIMIT = 2000;

export interface DirectSenderOptions {
  serverUrl: string;
  sendIntervalMs: number;
  storageLength: number;
  dataSendTimeoutMs: number;
}

export class DirectSender implements Transport {
  private queue: TrackedEvent[] = [];
  private sending = false;
  private persistScheduled = false;
  private pendingCallbacks: Array<() => void> = [];
  private dropped = 0;
  private readonly store: SpillStore;

  constructor(
    private readonly options: DirectSenderOptions,
    pageId: string,
  ) {
    this.store = new SpillStore(pageId, undefined, QUEUE_PREFIX);
    // Queues that earlier pages left behind become this page's, under its own key.
    const adopted = this.store.readAll();
    for (const entry of adopted) this.queue.push(...entry.events);
    this.persist();
    for (const entry of adopted) this.store.remove(entry);
    // Lives as long as the page: the sender is never replaced.
    setInterval(() => this.flush('timer'), options.sendIntervalMs);
  }

  send(event: TrackedEvent, onDurable?: () => void, common?: Record<string, unknown>): void {
    this.queue.push(common ? completeEvent(event, common) : event);
    if (onDurable) this.pendingCallbacks.push(onDurable);
    if (this.persistScheduled) return;
    this.persistScheduled = true;
    queueMicrotask(() => {
      this.persistScheduled = false;
      this.persist();
      const callbacks = this.pendingCallbacks;
      this.pendingCallbacks = [];
      runCallbacks(callbacks);
    });
  }

  flush(_reason: FlushReason): void {
    if (this.sending || this.queue.length === 0) return;
    const batch = this.queue.slice(0, this.options.storageLength);
    this.sending = true;
    void this.post(batch)
      .then((ok) => {
        if (!ok) return;
        const sent = new Set(batch.map((event) => event._track_id));
        this.queue = this.queue.filter((event) => !sent.has(event._track_id));
        this.persist();
      })
      .finally(() => {
        this.sending = false;
      });
  }

  hide(_reason: 'pagehide' | 'visibility'): void {
    this.persist();
    this.flush('pagehide');
  }

  private async post(batch: TrackedEvent[]): Promise<boolean> {
    const now = Date.now();
    const body = encodeBatchBody(batch.map((event) => ({ ...event, _flush_time: now })));
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.options.dataSendTimeoutMs);
    try {
      const response = await fetch(this.options.serverUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        keepalive: body.length <= KEEPALIVE_BODY_LIMIT,
        signal: controller.signal,
      });
      return response.ok;
    } catch (error) {
      warn('send failed, will retry:', error);
      return false;
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Writes the queue (quota or disabled storage: it stays in memory for this page). */
  private persist(): void {
    const over = this.queue.length - DIRECT_QUEUE_LIMIT;
    if (over > 0) {
      this.queue.splice(0, over);
      this.dropped += over;
      warn(`send queue full: dropped the ${over} oldest events (${this.dropped} in total)`);
    }
    this.store.write(this.queue);
  }
}
