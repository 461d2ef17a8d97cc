/**
 * Events track() handed on but not yet posted to the worker. An event's own
 * properties and the common properties it shares with its neighbours are kept
 * apart until it leaves (completeEvent), so a burst of track() calls neither
 * copies the ~25 common properties per call nor keeps those copies alive.
 */
import type { TrackedEvent } from './core/engine-protocol';
import { completeEvent } from './core/event-builder';

export interface Batch {
  events: TrackedEvent[];
  callbacks: Array<() => void>;
}

type Common = Record<string, unknown> | undefined;

export class OutgoingBuffer {
  private events: TrackedEvent[] = [];
  /** The common properties of each event, undefined once it is complete. */
  private commons: Common[] = [];
  private callbacks = new Map<TrackedEvent, () => void>();

  get length(): number {
    return this.events.length;
  }

  push(event: TrackedEvent, onDurable: (() => void) | undefined, common: Common): void {
    this.events.push(event);
    this.commons.push(common);
    if (onDurable) this.callbacks.set(event, onDurable);
  }

  /** Removes and completes the oldest `max` events, with the callbacks of exactly those. */
  take(max: number): Batch {
    const count = Math.min(max, this.events.length);
    this.complete(count);
    const events = this.events.slice(0, count);
    this.events = this.events.slice(count);
    this.commons = this.commons.slice(count);
    const callbacks: Array<() => void> = [];
    if (this.callbacks.size > 0) {
      for (const event of events) {
        const callback = this.callbacks.get(event);
        if (callback) callbacks.push(callback);
        this.callbacks.delete(event);
      }
    }
    return { events, callbacks };
  }

  /** Every buffered event, completed, still buffered (for the pagehide spill). */
  peekAll(): TrackedEvent[] {
    this.complete(this.events.length);
    return this.events.slice();
  }

  clear(): void {
    this.events = [];
    this.commons = [];
    this.callbacks.clear();
  }

  private complete(count: number): void {
    for (let i = 0; i < count; i += 1) {
      const event = this.events[i];
      const common = this.commons[i];
      if (event && common !== undefined) {
        completeEvent(event, common);
        this.commons[i] = undefined;
      }
    }
  }
}
