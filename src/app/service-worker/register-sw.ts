import { proxy } from 'valtio';
import type { Workbox } from 'workbox-window';

/** `waiting`: a new service worker is installed and waits for the user's consent. */
export const serviceWorkerState = proxy({ waiting: false });

let workbox: Workbox | null = null;

/**
 * Registers sw.js where service workers exist (ARCHITECTURE: an accelerator,
 * never a dependency; iOS web views usually have none). workbox-window is its
 * own chunk and registers after the load event, off the first-route path.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
    workbox.addEventListener('waiting', () => {
      serviceWorkerState.waiting = true;
    });
    await workbox.register();
  } catch (error) {
    console.warn('[sw] registration failed; the app works without it', error);
  }
}

/** The user accepted the update: activate the waiting worker, reload once it controls the page. */
export function applyServiceWorkerUpdate(): void {
  serviceWorkerState.waiting = false;
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissServiceWorkerUpdate(): void {
  serviceWorkerState.waiting = false;
}
