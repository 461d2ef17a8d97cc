/** How the facade hands built events on: the worker client, or the direct fallback. */
import type { FlushReason, TrackedEvent } from './core/engine-protocol';

export interface Transport {
  /**
   * Takes the event; `onDurable` runs once it is safely stored (or sent). With
   * `common`, the event's properties are its own only and `common` goes under
   * them before the event leaves the page (completeEvent in event-builder.ts).
   */
  send(event: TrackedEvent, onDurable?: () => void, common?: Record<string, unknown>): void;
  flush(reason: FlushReason): void;
  /** The page may be closing: persist what is not yet safe, synchronously, then flush. */
  hide(reason: 'pagehide' | 'visibility'): void;
}

/** Runs each callback once, swallowing the host's exceptions. */
export function runCallbacks(callbacks: Array<() => void> | undefined): void {
  if (!callbacks) return;
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // A host callback must not break the delivery bookkeeping.
    }
  }
}
