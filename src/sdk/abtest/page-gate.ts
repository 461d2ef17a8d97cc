import type { LinkDecision } from '../core/abtest-link-decision';
import type { Sensors } from '../sensors-types';
import { insertMask } from './mask';

/** The mask and event hold of one pending link decision. */
export interface PageGate {
  /** When the mask ends regardless (Date.now() ms); already past when there is none. */
  deadline: number;
  /** Ends the hold and the mask; `keepMask` when the page is being replaced anyway. */
  end(keepMask?: boolean): void;
  /** A page load with nothing cached: the service's answer asked for at init (first-visit.ts). */
  early?: Promise<unknown>;
  /** Made already, from the page's cached link results (its hit is still to be tracked). */
  decided?: LinkDecision;
  /** Being made from `early` by the plugin itself: null when the answer failed or came too late. */
  settled?: Promise<LinkDecision | null>;
}

/** A gate with nothing to end (no link experiment can apply). */
export const OPEN_GATE: PageGate = { deadline: 0, end: () => undefined };

/** Masks the page and holds its events until `end`, or `maskMs` (spec 001 §9: 500 ms). */
export function closeGate(sdk: Sensors, maskMs: number): PageGate {
  const removeMask = insertMask();
  const release = sdk.holdEvents();
  let ended = false;
  const end = (keepMask = false): void => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    release();
    if (!keepMask) removeMask();
  };
  const timer = setTimeout(() => end(), maskMs);
  return { deadline: Date.now() + maskMs, end };
}
