/**
 * Page lifecycle signals the SDK reacts to: pagehide and visibilitychange (page
 * may be closing: persist and flush), pageshow from the back/forward cache (the
 * page is back), online (flush now), and `storage` (another tab changed the
 * identity).
 *
 * Between pagehide and a restoring pageshow the page is leaving: Chromium still
 * delivers `online` to a closing page, and a send started then lands with its ack
 * lost, so the next page would send the same rows again. So `online` is dropped
 * in that window.
 */
import type { HideReason } from './sdk-runtime';

export interface LifecycleHandlers {
  hidden(reason: HideReason): void;
  visible(): void;
  /** Back from the back/forward cache after a pagehide. */
  shown(): void;
  online(): void;
  storage(key: string | null): void;
}

export function watchPageLifecycle(handlers: LifecycleHandlers): void {
  let leaving = false;
  window.addEventListener('pagehide', () => {
    leaving = true;
    handlers.hidden('pagehide');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return; // a fresh load: nothing was hidden
    leaving = false;
    handlers.shown();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handlers.hidden('visibility');
    else handlers.visible();
  });
  window.addEventListener('online', () => {
    if (!leaving) handlers.online();
  });
  window.addEventListener('storage', (event) => handlers.storage(event.key));
}
