/**
 * Popup campaigns (issue 7 "Benchmark"), `--only=popups`:
 * - worker evaluation per event with 200 plans of 5 rules (popups/evaluate-in-node.ts);
 * - main-thread µs per track() in the built app, with those 200 plans loaded
 *   and with none (evaluation is in the worker, so the two should match);
 * - track() → popup visible in Chromium, through the worker and the lazy renderer.
 * The app is built as `npm start` serves it and runs against the reference server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildServer } from '../../server/app';
import { buildApp } from '../first-route/build-app';
import {
  benchProperties,
  BENCH_EVENT_NAMES,
  LOADED_PLANS,
  loadedPlan,
  showPlan,
} from '../popups/bench-plans';
import { measureEvaluate, type EvaluateFigures } from '../popups/evaluate-in-node';
import { median, quantile } from '../stats';

const OPERATOR_TOKEN = 'bench-operator';
const TRACKS_PER_RUN = 2000;
const RUNS = 5;
const SHOWS = 15;

export interface PopupsResult {
  evaluate: EvaluateFigures;
  /** Medians, and every page load's figure (the spread is the noise). */
  usPerTrack: { none: number; loaded: number; noneRuns: number[]; loadedRuns: number[] };
  visibleMs: { median: number; p90: number; samples: number[] };
}

async function operator(
  base: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status}`);
}

async function openApp(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => window.sensors?.readyState.state === 'ready');
  // Let the worker start, pull the config and settle.
  await page.waitForTimeout(1500);
  return page;
}

/**
 * Page scripts are strings: tsx (esbuild, keepNames) would wrap named functions
 * of a callback in a `__name` helper that does not exist in the page.
 */
const PROPS_SOURCE = `(${benchProperties.toString()})`;

/** µs per track() of TRACKS_PER_RUN calls with mixed properties, in one synchronous loop. */
async function usPerTrack(page: Page): Promise<number> {
  return page.evaluate<number>(`(() => {
    const names = ${JSON.stringify(BENCH_EVENT_NAMES)};
    const makeProps = ${PROPS_SOURCE};
    const props = Array.from({ length: ${TRACKS_PER_RUN} }, (_, i) => makeProps(i));
    const start = performance.now();
    for (let i = 0; i < ${TRACKS_PER_RUN}; i += 1) window.sensors.track(names[i % names.length], props[i]);
    return ((performance.now() - start) * 1000) / ${TRACKS_PER_RUN};
  })()`);
}

/** ms from track() to the popup's dialog in the DOM with a size (drawn); then closed with Escape. */
async function timeToVisible(page: Page, index: number): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const selector = '[data-sf-popup="${60_000 + index}"] .sf-popup-box';
    const timeout = setTimeout(() => reject(new Error('popup ${index} never showed')), 10000);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const box = document.querySelector(selector);
      if (!box || box.getBoundingClientRect().width === 0) return;
      const spent = performance.now() - start;
      clearTimeout(timeout);
      observer.disconnect();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      resolve(spent);
    });
    observer.observe(document.body, { childList: true });
    window.sensors.track('bench_show_${index}', {});
  })`);
}

export async function runPopups(
  browser: Browser,
  projectRoot: string,
  buildRoot: string,
  reuseBuild: boolean,
): Promise<PopupsResult> {
  const evaluate = measureEvaluate();
  const distDir = path.join(buildRoot, 'app');
  if (!reuseBuild || !existsSync(path.join(distDir, 'index.html')))
    await buildApp(projectRoot, distDir);
  // Two servers over the same build: one without campaigns, one with the 200 plans.
  const servers = [0, 1].map(() =>
    buildServer({
      dbPath: ':memory:',
      distDir,
      appVersion: 'bench',
      operatorToken: OPERATOR_TOKEN,
    }),
  );
  const [bare, busy] = await Promise.all(servers);
  try {
    const bases = await Promise.all(
      [bare!, busy!].map((server) => server.listen({ host: '127.0.0.1', port: 0 })),
    );
    const [noneBase, loadedBase] = bases as [string, string];
    for (const base of bases) {
      for (const id of [1001, 1002, 1003]) await operator(base, 'DELETE', `/sfo/admin/plans/${id}`);
      await operator(base, 'PUT', '/sfo/admin/settings', {
        msg_limit_global: { is_in_use: false, limits: [] },
        popup_interval_global: { value: 0, unit: 'SECOND' },
      });
    }
    for (let i = 0; i < LOADED_PLANS; i += 1)
      await operator(loadedBase, 'PUT', `/sfo/admin/plans/${50_000 + i}`, loadedPlan(i));
    for (let i = 0; i < SHOWS; i += 1)
      await operator(loadedBase, 'PUT', `/sfo/admin/plans/${60_000 + i}`, showPlan(i));
    const none: number[] = [];
    const loaded: number[] = [];
    // Alternating page loads after one warm-up, so neither side gets the cold browser.
    const warm = await openApp(browser, noneBase);
    await usPerTrack(warm);
    await warm.context().close();
    for (let run = 0; run < RUNS; run += 1) {
      for (const [base, figures] of [
        [noneBase, none],
        [loadedBase, loaded],
      ] as const) {
        const page = await openApp(browser, base);
        figures.push(await usPerTrack(page));
        await page.context().close();
      }
    }
    const page = await openApp(browser, loadedBase);
    const samples: number[] = [];
    for (let i = 0; i < SHOWS; i += 1) {
      samples.push(await timeToVisible(page, i));
      await page.waitForTimeout(100);
    }
    await page.context().close();
    return {
      evaluate,
      usPerTrack: {
        none: median(none),
        loaded: median(loaded),
        noneRuns: none,
        loadedRuns: loaded,
      },
      visibleMs: {
        median: median(samples),
        p90: quantile(
          [...samples].sort((a, b) => a - b),
          0.9,
        ),
        samples,
      },
    };
  } finally {
    await Promise.all([bare?.close(), busy?.close()]);
  }
}
