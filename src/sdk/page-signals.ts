/**
 * Test-visible signals: facts the app publishes as data attributes on the
 * document element (`data-<name>="<value>"`), so browser tests wait for the
 * app's own state instead of sleeping, and a failed test's trace shows them.
 * One attribute write per change, off every hot path (never per track()).
 *
 * - `data-popup-plans-pulled`: popup config pulls the worker applied (a count).
 * - `data-popup-handled`: JSON, per event name, the events the popup runtime is
 *   done with (evaluated or skipped): a "no popup" check waits for its event here.
 * - `data-paused-changes`: changes (mutations) paused offline, waiting for the network.
 * - `data-offline` on the app shell (app-layout.tsx) marks the app's own offline state.
 */
export type PageSignal = 'popup-plans-pulled' | 'popup-handled' | 'paused-changes';

export function setPageSignal(name: PageSignal, value: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute(`data-${name}`, value);
}
