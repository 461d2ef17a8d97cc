/**
 * A snapshot of the page for the preset properties. Reading the DOM on every
 * track() would cost main-thread time, so the snapshot is reused until the
 * current task ends (a burst of track() calls reads the page once).
 */
import type { PageEnv } from './core/preset';

let cached: PageEnv | null = null;

function read(): PageEnv {
  const root = document.documentElement;
  return {
    url: location.href,
    host: location.host,
    path: location.pathname,
    title: document.title,
    referrer: document.referrer,
    screenWidth: screen.width,
    screenHeight: screen.height,
    viewportWidth: window.innerWidth || root.clientWidth,
    viewportHeight: window.innerHeight || root.clientHeight,
    timezoneOffset: new Date().getTimezoneOffset(),
  };
}

export function pageEnv(): PageEnv {
  if (cached === null) {
    cached = read();
    queueMicrotask(() => {
      cached = null;
    });
  }
  return cached;
}

/** Forgets the snapshot (after a route change inside the same task). */
export function resetPageEnv(): void {
  cached = null;
}
