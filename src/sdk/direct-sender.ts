/**
 * Fallback delivery when no Worker can be created (old web views) or the worker
 * script fails to load: the same sensors batch format (`data_list` + `gzip=0`),
 * POSTed from the main thread with fetch (keepalive while the body is small
 * enough), queued in localStorage so a closed page's events are retried on the
 * next start. Events leave the queue only after a 2xx answer; the receiver
 * deduplicates on `_track_id`, so a retry after a lost answer is stored once.
 */
import type { FlushReason, TrackedEvent } from './core/engine-protocol';
import { encodeBase64Utf8 } from './core/encode';
import { completeEvent } from './core/event-builder';
import { warn } from './log';
import { parseSpill } from './spill-store';
import { runCallbacks, type Transport } from './transport';

const QUEUE_KEY = 'sensorsdata_direct_queue';
// Browsers cap keepalive request bodies at 64 KiB in total.
const KEEPALIVE_LIMIT = 60_000;

export interface DirectSenderOptions {
  serverUrl: string;
  sendIntervalMs: number;
  storageLength: number;
  dataSendTimeoutMs: number;
}

export function encodeBatch(events: TrackedEvent[], now: number): string {
  const stamped = events.map((event) => ({ ...event, _flush_time: now }));
  return `data_list=${encodeURIComponent(encodeBase64Utf8(JSON.stringify(stamped)))}&gzip=0`;
}

export class DirectSender implements Transport {
  private queue: TrackedEvent[];
  private sending = false;
  private persistScheduled = false;
  private pendingCallbacks: Array<() => void> = [];
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: DirectSenderOptions) {
    this.queue = parseSpill(this.read());
    this.timer = setInterval(() => this.flush('timer'), options.sendIntervalMs);
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

  stop(): void {
    clearInterval(this.timer);
  }

  private async post(batch: TrackedEvent[]): Promise<boolean> {
    const body = encodeBatch(batch, Date.now());
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.options.dataSendTimeoutMs);
    try {
      const response = await fetch(this.options.serverUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        keepalive: body.length < KEEPALIVE_LIMIT,
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

  private read(): string {
    try {
      return localStorage.getItem(QUEUE_KEY) ?? '[]';
    } catch {
      return '[]';
    }
  }

  private persist(): void {
    try {
      if (this.queue.length === 0) localStorage.removeItem(QUEUE_KEY);
      else localStorage.setItem(QUEUE_KEY, JSON.stringify(this.queue));
    } catch {
      // Quota or disabled storage: the queue stays in memory for this page.
    }
  }
}
