/**
 * Page lifecycle signals the SDK reacts to: pagehide and visibilitychange (page
 * may be closing: persist and flush), online (flush now), and `storage` (another
 * tab changed the identity).
 */
import type { HideReason } from './sdk-runtime';

export interface LifecycleHandlers {
  hidden(reason: HideReason): void;
  visible(): void;
  online(): void;
  storage(key: string | null): void;
}

export function watchPageLifecycle(handlers: LifecycleHandlers): void {
  window.addEventListener('pagehide', () => handlers.hidden('pagehide'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handlers.hidden('visibility');
    else handlers.visible();
  });
  window.addEventListener('online', () => handlers.online());
  window.addEventListener('storage', (event) => handlers.storage(event.key));
}
