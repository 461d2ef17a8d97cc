/**
 * Resolves once the page has loaded and the main thread has gone idle: the moment for SDK
 * parts that no first event and no first render needs (visual tracking's config parser
 * and JSONP loader), so their chunk never competes with the first route's script and data
 * (issue 13). Every cold start still fetches it, so the route budget counts it. Where requestIdleCallback
 * is missing (Safari, iOS web views) the next task after the load event stands in.
 */

/** Idle may never come on a busy page; the deferred part loads after this at the latest. */
export const IDLE_TIMEOUT_MS = 2000;

function whenIdle(resolve: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(resolve, 0);
  }
}

export function afterStart(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') whenIdle(resolve);
    else window.addEventListener('load', () => whenIdle(resolve), { once: true });
  });
}
