/**
 * SPA route changes, as sa-sdk's autoTrackSinglePage sees them: history.pushState,
 * history.replaceState, popstate and hashchange. A change of the query string
 * alone is not a new page (the app strips its boot token with replaceState).
 */
type RouteListener = (from: string, to: string) => void;

const listeners = new Set<RouteListener>();
let lastUrl = '';
let patched = false;

function pageKey(href: string): string {
  try {
    const url = new URL(href);
    return url.origin + url.pathname + url.hash;
  } catch {
    return href;
  }
}

function check(): void {
  const current = location.href;
  if (pageKey(current) === pageKey(lastUrl)) {
    lastUrl = current;
    return;
  }
  const from = lastUrl;
  lastUrl = current;
  for (const listener of listeners) listener(from, current);
}

function patch(method: 'pushState' | 'replaceState'): void {
  const original = history[method];
  history[method] = function patchedHistory(
    this: History,
    ...args: Parameters<History['pushState']>
  ) {
    const result = original.apply(this, args);
    check();
    return result;
  };
}

/** Calls `listener(from, to)` after each route change; returns an unsubscribe function. */
export function watchRouteChanges(listener: RouteListener): () => void {
  if (!patched) {
    patched = true;
    lastUrl = location.href;
    patch('pushState');
    patch('replaceState');
    window.addEventListener('popstate', check);
    window.addEventListener('hashchange', check);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
