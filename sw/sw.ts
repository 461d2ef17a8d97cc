/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isServicePath, SERVICE_PATHS } from '../src/shared/service-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

// The app shell: index.html, the entry chunks, CSS, icons, manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const SHELL = 'index.html';
// Long enough for a slow mobile network, short enough that a dead one falls back quickly.
const NAVIGATION_TIMEOUT_S = 4;
// Earlier builds kept navigations here, keyed by full URL: launch URLs carry ?token=.
const LEGACY_NAVIGATION_CACHE = 'navigations';

/**
 * Navigations always go to the network, so a new deploy's index.html is seen
 * at once (the x-version reload relies on it), and are never cached: a launch
 * URL carries the user's token (spec 000 §3). Offline or too slow, the
 * precached shell is served and the app shows its own offline state.
 */
const navigationStrategy = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await navigationStrategy.handle(options);
      } catch {
        // Offline or timed out: fall through to the shell.
      }
      return (await matchPrecache(SHELL)) ?? Response.error();
    },
    { denylist: [...SERVICE_PATHS] },
  ),
);

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(caches.delete(LEGACY_NAVIGATION_CACHE));
});

// Lazy chunks are content-hashed and never change: cache them on first use.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    !isServicePath(url.pathname) &&
    url.pathname.startsWith('/assets/') &&
    (request.destination === 'script' ||
      request.destination === 'style' ||
      request.destination === 'worker'),
  new CacheFirst({
    cacheName: 'lazy-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The update prompt's 立即更新 (src/app/service-worker/register-sw.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});
