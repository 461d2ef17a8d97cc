/**
 * Lets a plugin hold the events built while it decides something the events
 * depend on (an A/B link experiment may send the visitor elsewhere: spec 001
 * §4). Held events keep their order and are handed on when the last hold is
 * released, after `maxHoldMs` at the latest, or at once when the page is
 * being hidden (they must reach the spill: nothing is lost).
 */
import type { FlushReason, TrackedEvent } from './core/engine-protocol';
import type { Transport } from './transport';

type Held = [TrackedEvent, (() => void) | undefined, Record<string, unknown> | undefined];

export interface GatedTransport extends Transport {
  /** Starts a hold; the returned function releases it (idempotent). */
  hold(): () => void;
}

/** A hold never outlives this: the A/B mask itself ends at 500 ms (spec 001 §9). */
export const MAX_HOLD_MS = 1000;

export function gateTransport(inner: Transport, maxHoldMs = MAX_HOLD_MS): GatedTransport {
  let holds = 0;
  let held: Held[] = [];
  const releaseAll = (): void => {
    holds = 0;
    const waiting = held;
    held = [];
    for (const [event, onDurable, common] of waiting) inner.send(event, onDurable, common);
  };
  return {
    send(event, onDurable, common) {
      if (holds > 0) held.push([event, onDurable, common]);
      else inner.send(event, onDurable, common);
    },
    flush: (reason: FlushReason) => inner.flush(reason),
    hide(reason) {
      releaseAll();
      inner.hide(reason);
    },
    hold() {
      holds += 1;
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        holds = Math.max(0, holds - 1);
        if (holds === 0) releaseAll();
      };
      const timer = setTimeout(release, maxHoldMs);
      return release;
    },
  };
}
