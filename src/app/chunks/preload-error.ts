import { readItem, removeItem, writeItem } from '../../lib/storage';

// Session marker: set when we reloaded because a chunk failed to preload.
export const PRELOAD_RELOAD_MARKER = 'preloadErrorReloaded';

export type PreloadErrorAction = 'reload' | 'offline' | 'give-up';

/**
 * A chunk that fails to load is usually an old hashed file removed by a new
 * deploy: reloading fetches the new index. Once only (a second failure in the
 * same tab is a real outage), and never while offline (a reload would show
 * the browser's error page instead of ours).
 */
export function decidePreloadError(online: boolean, alreadyReloaded: boolean): PreloadErrorAction {
  if (!online) return 'offline';
  return alreadyReloaded ? 'give-up' : 'reload';
}

/**
 * Handles Vite's `vite:preloadError`. On 'reload' the event is cancelled so
 * the import does not throw into the page; otherwise the error reaches the
 * route's error boundary, which shows a retry.
 */
export function watchPreloadErrors(onOffline: () => void, win: Window = window): () => void {
  const listener = (event: Event) => {
    const already = readItem(PRELOAD_RELOAD_MARKER, 'session') !== null;
    const action = decidePreloadError(win.navigator.onLine, already);
    if (action === 'reload') {
      writeItem(PRELOAD_RELOAD_MARKER, '1', 'session');
      event.preventDefault();
      win.location.reload();
    } else if (action === 'offline') {
      onOffline();
    }
  };
  win.addEventListener('vite:preloadError', listener);
  return () => win.removeEventListener('vite:preloadError', listener);
}

/** A chunk loaded: the next failure (a later deploy) may reload once again. */
export function clearPreloadReloadMarker(): void {
  removeItem(PRELOAD_RELOAD_MARKER, 'session');
}
