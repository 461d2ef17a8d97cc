import { expose } from 'comlink';
import { firstVisitProfile } from '../src/sdk/core/first-visit-profile';
import { createAbtestCalls } from './abtest/abtest-calls';
import { createEngine } from './engine';
import { postNotice } from './notices';
import { createPopupCalls } from './popups/popup-calls';

// The engine with the worker's real clock, timers, network and locks
// (Web Locks are missing in some older WebViews: the engine then uses a Dexie lease).
const deps = {
  fetch: (url: string, init: RequestInit) => fetch(url, init),
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
};

// Delivery first; each feature's calls beside it (engine-protocol.ts AnalyticsEngine).
const delivery = createEngine(deps);
const popups = createPopupCalls(deps, postNotice);
expose({
  ...delivery,
  ...createAbtestCalls(deps, postNotice),
  ...popups.calls,
  // Popups see the database name and every stored event (after the outbox answered).
  ...popups.watching(delivery),
  // Pure and asked once per visitor: kept off the page's cold start (auto-track.ts).
  firstVisitProfile: (env: Parameters<typeof firstVisitProfile>[0]) =>
    Promise.resolve(firstVisitProfile(env)),
});
