import { proxy } from 'valtio';

/** `waiting`: a new service worker is installed and waits for the user's consent. */
export const serviceWorkerState = proxy({ waiting: false });

let registration: ServiceWorkerRegistration | null = null;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Installed while another worker controls the page: an update, which waits for consent. */
function watchForWaiting(registered: ServiceWorkerRegistration): void {
  const container = navigator.serviceWorker;
  if (registered.waiting && container.controller) serviceWorkerState.waiting = true;
  registered.addEventListener('updatefound', () => {
    const installing = registered.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) {
        serviceWorkerState.waiting = true;
      }
    });
  });
}

/**
 * Registers sw.js where service workers exist (ARCHITECTURE: an accelerator,
 * never a dependency; iOS web views usually have none), after the load event,
 * off the first-route path. The few lines workbox-window did for us (its
 * 'waiting' and 'controlling' events) are written here: its chunk was 2 KB gz
 * on every cold start (issue 6 budget).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await afterLoad();
    const base = import.meta.env.BASE_URL;
    registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
    watchForWaiting(registration);
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
  // sw/sw.ts answers SKIP_WAITING with skipWaiting().
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function dismissServiceWorkerUpdate(): void {
  serviceWorkerState.waiting = false;
}
