/**
 * A snapshot of the page for the preset properties. Reading the DOM on every
 * track() would cost main-thread time, so the snapshot is reused until the
 * current task ends (a burst of track() calls reads the page once). A task
 * that finds the page as the last one did gets the same snapshot object, so
 * what is built from it (the common properties, common-props.ts) is reused
 * too instead of rebuilt per task.
 */
import type { PageEnv } from './core/preset';

let cached: PageEnv | null = null;
let last: PageEnv | null = null;

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

function sameEnv(a: PageEnv, b: PageEnv): boolean {
  for (const key in a) {
    if (a[key as keyof PageEnv] !== b[key as keyof PageEnv]) return false;
  }
  return true;
}

export function pageEnv(): PageEnv {
  if (cached === null) {
    const now = read();
    cached = last !== null && sameEnv(now, last) ? last : now;
    last = cached;
    queueMicrotask(() => {
      cached = null;
    });
  }
  return cached;
}

/** Forgets the snapshot (after a route change inside the same task). */
export function resetPageEnv(): void {
  cached = null;
  last = null;
}
