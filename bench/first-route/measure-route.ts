/**
 * Loads one route of the built app in a phone-sized Chromium context and
 * records every JavaScript file fetched until the page is idle (rendered and
 * no network for 500 ms): which thread it runs on and its raw and gzipped
 * bytes, read from the served build folder. The reference server sends files
 * uncompressed, so the gzipped size (level 9, as bench/build-pages.ts) stands
 * for what a gateway would send.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

const PAGE_TIMEOUT_MS = 20_000;

/** main: the page's own scripts; worker: dedicated workers; service-worker: sw.js. */
export type ScriptThread = 'main' | 'worker' | 'service-worker';

export interface LoadedScript {
  path: string;
  thread: ScriptThread;
  rawBytes: number;
  gzBytes: number;
}

export interface RouteLoad {
  scripts: LoadedScript[];
  /** ms from navigation start until the page was idle. */
  idleMs: number;
}

export interface RouteVisit {
  /** The route to load, e.g. `/`. */
  route: string;
  /** localStorage entries set before the app boots (e.g. the login token). */
  storage: Record<string, string>;
  /** A selector that is present once the route has rendered its content. */
  readySelector: string;
}

async function sizeOf(distDir: string, urlPath: string): Promise<{ raw: number; gz: number }> {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  if (!file.startsWith(distDir)) throw new Error(`script outside the build: ${urlPath}`);
  const body = await readFile(file);
  return { raw: body.length, gz: gzipSync(body, { level: 9 }).length };
}

/** Built JavaScript files; JSONP answers (the visual config) are data, not app code. */
function isBuiltScript(response: Response, origin: string): boolean {
  const url = new URL(response.url());
  return url.origin === origin && /\.m?js$/.test(url.pathname);
}

export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  visit: RouteVisit,
): Promise<RouteLoad> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // A first visit: no service worker may answer from its cache.
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, visit.storage);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    const workerUrls = new Set<string>();
    page.on('worker', (worker) => workerUrls.add(worker.url()));
    const origin = new URL(baseUrl).origin;
    const fetched = new Set<string>();
    context.on('response', (response) => {
      if (isBuiltScript(response, origin) && response.ok()) fetched.add(response.url());
    });
    const started = Date.now();
    await page.goto(visit.route, { waitUntil: 'load' });
    await page.waitForSelector(visit.readySelector);
    await page.waitForLoadState('networkidle');
    const idleMs = Date.now() - started;
    const scripts = await Promise.all(
      [...fetched].map(async (url): Promise<LoadedScript> => {
        const urlPath = new URL(url).pathname;
        const size = await sizeOf(distDir, urlPath);
        return {
          path: urlPath,
          thread: threadOf(url, urlPath, workerUrls),
          rawBytes: size.raw,
          gzBytes: size.gz,
        };
      }),
    );
    return { scripts, idleMs };
  } finally {
    await context.close();
  }
}

/**
 * Vite bundles a worker into one self-contained file, so the worker's script
 * URL is all there is to tell its JavaScript from the page's.
 */
function threadOf(url: string, path: string, workerUrls: ReadonlySet<string>): ScriptThread {
  if (workerUrls.has(url)) return 'worker';
  if (path === '/sw.js') return 'service-worker';
  return 'main';
}
