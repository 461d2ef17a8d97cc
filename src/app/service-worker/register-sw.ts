import { serviceWorkerState } from './sw-state';

let registration: ServiceWorkerRegistration | null = null;

/** After the load event, so registering never competes with the first route's requests. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** A waiting worker is an update only when another worker controls the page. */
function offerIfWaiting(reg: ServiceWorkerRegistration): void {
  if (reg.waiting && navigator.serviceWorker.controller) serviceWorkerState.waiting = true;
}

/**
 * Registers sw.js where service workers exist (ARCHITECTURE: an accelerator,
 * never a dependency; iOS web views usually have none). The platform API
 * directly, not workbox-window: its chunk was 2.2 KB gz of every route's cold
 * start (issue 13 route budget) for the three events used here.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await afterLoad();
    const base = import.meta.env.BASE_URL;
    const reg = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
    registration = reg;
    // A worker installed by an earlier visit may already wait (the user closed the prompt).
    offerIfWaiting(reg);
    reg.addEventListener('updatefound', () => {
      const installing = reg.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerIfWaiting(reg);
      });
    });
  } catch (error) {
    console.warn('[sw] registration failed; the app works without it', error);
  }
}

/** The user accepted the update: activate the waiting worker, reload once it controls the page. */
export function applyServiceWorkerUpdate(): void {
  serviceWorkerState.waiting = false;
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // sw/sw.ts answers this message with skipWaiting().
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function dismissServiceWorkerUpdate(): void {
  serviceWorkerState.waiting = false;
}
