import { expose } from 'comlink';
import { createEngine } from './engine';

// The engine with the worker's real clock, timers, network and locks
// (Web Locks are missing in some older WebViews: the engine then uses a Dexie lease).
expose(
  createEngine({
    fetch: (url, init) => fetch(url, init),
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: () => Math.random(),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  }),
);
