/**
 * One route on the emulated phone (phone-conditions.ts), cold then warm:
 * cold is a fresh browser context (empty caches, no service worker); warm is
 * a new page in the same context once the service worker controls it. Time
 * to content is the first frame showing the route's data (content-marks.ts),
 * from navigation start; FCP is reported beside it. The cold JavaScript is the
 * main thread's: the analytics worker and the service worker are excluded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { firstContentfulPaint, waitForAnyMark, watchMarkers } from './content-marks';
import { emulatePhone } from './phone-conditions';

const CONTENT_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 15_000;

// The catch-all page: the route is not built in this version yet.
const MISSING_MARKERS = { missing: '页面暂未开放', unknown: '页面不存在' };

export interface RouteVisit {
  /** Label and address, e.g. `/bankDetail?id=1`. */
  route: string;
  /** Text that only the route's loaded data shows. */
  contentText: string;
  /** localStorage entries set before the app boots (the login token). */
  storage: Record<string, string>;
}

export interface MainScript {
  path: string;
  gzBytes: number;
}

export interface LoadTiming {
  contentMs: number;
  fcpMs: number | null;
}

export type RouteLoadResult =
  | { built: false; route: string }
  | {
      built: true;
      route: string;
      /** Gzipped main-thread JavaScript of the cold start (level 9, as bench/build-pages.ts). */
      coldMainGzBytes: number;
      coldScripts: MainScript[];
      cold: LoadTiming;
      warm: LoadTiming;
      /** The warm page was controlled by the service worker. */
      warmControlled: boolean;
    };

async function gzSize(distDir: string, urlPath: string): Promise<number> {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  if (!file.startsWith(distDir)) throw new Error(`script outside the build: ${urlPath}`);
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** JavaScript the page itself fetched; dedicated workers' scripts are left out. */
function collectMainScripts(page: Page, origin: string): () => string[] {
  const scripts = new Set<string>();
  const workers = new Set<string>();
  page.on('worker', (worker) => workers.add(worker.url()));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.m?js$/.test(url.pathname) && response.ok()) {
      scripts.add(response.url());
    }
  });
  return () =>
    [...scripts]
      .filter((url) => !workers.has(url) && new URL(url).pathname !== '/sw.js')
      .map((url) => new URL(url).pathname);
}

async function openOnPhone(context: BrowserContext, visit: RouteVisit) {
  const page = await context.newPage();
  await emulatePhone(page);
  await watchMarkers(page, { content: visit.contentText, ...MISSING_MARKERS });
  return page;
}

async function loadTiming(page: Page, route: string): Promise<LoadTiming | 'missing'> {
  await page.goto(route, { waitUntil: 'commit' });
  const marks = await waitForAnyMark(page, ['content', 'missing', 'unknown'], CONTENT_TIMEOUT_MS);
  const contentMs = marks.content;
  if (contentMs === undefined) return 'missing';
  return { contentMs, fcpMs: await firstContentfulPaint(page) };
}

export async function measureRouteLoad(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  visit: RouteVisit,
): Promise<RouteLoadResult> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, visit.storage);
    const coldPage = await openOnPhone(context, visit);
    const mainScripts = collectMainScripts(coldPage, new URL(baseUrl).origin);
    const cold = await loadTiming(coldPage, visit.route);
    if (cold === 'missing') return { built: false, route: visit.route };
    // Everything the cold start fetched (lazy chunks after content included).
    await coldPage.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
    const coldScripts = await Promise.all(
      mainScripts().map(async (urlPath) => ({
        path: urlPath,
        gzBytes: await gzSize(distDir, urlPath),
      })),
    );
    // The service worker installs after load and precaches the shell.
    await coldPage.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await coldPage.close();

    const warmPage = await openOnPhone(context, visit);
    const warm = await loadTiming(warmPage, visit.route);
    if (warm === 'missing') throw new Error(`${visit.route} showed content cold but not warm`);
    const warmControlled = await warmPage.evaluate(
      () => navigator.serviceWorker.controller !== null,
    );
    return {
      built: true,
      route: visit.route,
      coldMainGzBytes: coldScripts.reduce((sum, script) => sum + script.gzBytes, 0),
      coldScripts,
      cold,
      warm,
      warmControlled,
    };
  } finally {
    await context.close();
  }
}
