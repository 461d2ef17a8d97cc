import type { QueryClient } from '@tanstack/react-query';
import { setPageSignal } from '../sdk/page-signals';

/**
 * Publishes how many changes wait paused for the network (`data-paused-changes`
 * on the document element, src/sdk/page-signals.ts), so a browser test waits
 * for the app's own queue instead of sleeping. Written only when the count
 * changes; mutations are rare, so the cache listener costs nothing on a screen.
 */
export function publishPausedChanges(client: QueryClient): () => void {
  const cache = client.getMutationCache();
  let shown: string | undefined;
  const publish = (): void => {
    const count = String(cache.getAll().filter((mutation) => mutation.state.isPaused).length);
    if (count === shown) return;
    shown = count;
    setPageSignal('paused-changes', count);
  };
  publish();
  return cache.subscribe(publish);
}
