/**
 * Test-visible signals: facts the app publishes as data attributes on the
 * document element (`data-<name>="<value>"`), so browser tests wait for the
 * app's own state instead of sleeping, and a failed test's trace shows them.
 * One attribute write per change, off every hot path (never per track()).
 *
 * - `data-popup-plans-pulled`: popup config pulls the worker applied (a count).
 * - `data-popup-handled`: JSON, per event name, the events the popup runtime is
 *   done with (evaluated or skipped): a "no popup" check waits for its event here.
 * - `data-popup-decisions`: popups the worker decided to show on this page (a
 *   count). The worker posts a decision before the progress that follows it, so
 *   once an event is handled, this count already includes any decision it made.
 * - `data-paused-changes`: changes (mutations) paused offline, waiting for the network.
 * - `data-offline` on the app shell (app-layout.tsx) marks the app's own offline state.
 */
export type PageSignal =
  'popup-plans-pulled' | 'popup-handled' | 'popup-decisions' | 'paused-changes';

export function setPageSignal(name: PageSignal, value: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute(`data-${name}`, value);
}
