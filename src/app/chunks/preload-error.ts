import { readJson, writeJson } from '../../lib/storage';

// Session record of reloads done for failed chunks: { [chunk URL]: reload time in ms }.
export const PRELOAD_RELOADS_KEY = 'preloadErrorReloads';
// Long enough that a chunk failing on every boot reloads once, not in a loop; short
// enough that the next deploy in the same tab may reload again.
export const PRELOAD_RELOAD_WINDOW_MS = 10 * 60 * 1000;

export type PreloadReloads = Readonly<Record<string, number>>;
export type PreloadErrorAction = 'reload' | 'offline' | 'give-up';

/**
 * A chunk that fails to load is usually an old hashed file removed by a new
 * deploy: reloading fetches the new index. Once per chunk URL per window (the
 * same URL failing again after a reload is a real outage, whatever else loaded
 * in between), and never while offline (a reload would show the browser's
 * error page instead of ours).
 */
export function decidePreloadError(
  online: boolean,
  url: string,
  reloads: PreloadReloads,
  now: number,
): PreloadErrorAction {
  if (!online) return 'offline';
  const last = reloads[url];
  // A clock set back (now < last) counts as recent: never a reason to loop.
  if (last !== undefined && now - last < PRELOAD_RELOAD_WINDOW_MS) return 'give-up';
  return 'reload';
}

// Chromium "Failed to fetch dynamically imported module: <url>", Vite "Unable to preload CSS for <url>".
const URL_IN_MESSAGE = /(?:https?:\/\/|\/)\S+/;

/** The failed chunk's URL from the event's payload; its message (or a constant) when it has none. */
export function failedChunkKey(payload: unknown): string {
  const message = payload instanceof Error ? payload.message : String(payload);
  return URL_IN_MESSAGE.exec(message)?.[0] ?? message;
}

function parseReloads(value: unknown): PreloadReloads | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  return Object.fromEntries(entries);
}

/** Drops entries past the window, so the record stays as small as the failures. */
function withReload(reloads: PreloadReloads, url: string, now: number): PreloadReloads {
  const kept = Object.entries(reloads).filter(([, at]) => now - at < PRELOAD_RELOAD_WINDOW_MS);
  return { ...Object.fromEntries(kept), [url]: now };
}

/**
 * Handles Vite's `vite:preloadError`. On 'reload' the event is cancelled so
 * the import does not throw into the page; otherwise the error reaches the
 * route's error boundary, which shows a retry.
 */
export function watchPreloadErrors(
  onOffline: () => void,
  win: Window = window,
  clock: () => number = Date.now,
): () => void {
  const listener = (event: Event) => {
    const url = failedChunkKey((event as Event & { payload?: unknown }).payload);
    const reloads = readJson(PRELOAD_RELOADS_KEY, parseReloads, 'session') ?? {};
    const now = clock();
    const action = decidePreloadError(win.navigator.onLine, url, reloads, now);
    if (action === 'offline') {
      onOffline();
      return;
    }
    // Without a session record to stop the next reload, reloading could loop: give up.
    if (
      action !== 'reload' ||
      !writeJson(PRELOAD_RELOADS_KEY, withReload(reloads, url, now), 'session')
    ) {
      return;
    }
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', listener);
  return () => win.removeEventListener('vite:preloadError', listener);
}
