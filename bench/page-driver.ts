/**
 * Node-side helpers that drive one bench page through `window.benchSdk` /
 * `window.benchHarness` (pages/bench-api.ts) and wait on the receiver, all
 * with bounded waits.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { LongTaskSummary, TrackRun } from './pages/bench-api';
import type { Sink, SinkStats } from './ingest/sink';
import type { SdkId } from './sdks';

const PAGE_TIMEOUT_MS = 15_000;
/** After the last expected id arrived, keep listening this long for late duplicates. */
const DUPLICATE_GRACE_MS = 1_500;
const POLL_MS = 25;

export interface Delivery {
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** ms from `sinceEpochMs` until the last expected id first arrived; null if some never did. */
  allInMs: number | null;
  /** What the receiver saw for this run: accepted/rejected requests, faults injected. */
  receiver: SinkStats;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openBenchPage(
  context: BrowserContext,
  origin: string,
  sdk: SdkId,
): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await page.goto(`${origin}/pages/${sdk}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean(window.benchSdk && window.benchHarness));
  return page;
}

export async function initSdk(page: Page, sinkUrl: string): Promise<void> {
  const init = page.evaluate(async (url) => {
    if (!window.benchSdk) throw new Error('benchSdk missing');
    await window.benchSdk.init(url);
  }, sinkUrl);
  await withTimeout(init, PAGE_TIMEOUT_MS, 'SDK init');
}

/**
 * Cumulative main-thread task time of the page's renderer (CDP Performance
 * `TaskDuration`), ms: counts work an SDK defers past `track()` (timers,
 * promises, serialisation) that the loop timing alone would miss.
 */
export async function mainThreadClock(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<number>> {
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const task = metrics.find((m) => m.name === 'TaskDuration');
    return (task?.value ?? 0) * 1000;
  };
}

export function trackMany(page: Page, key: string, count: number): Promise<TrackRun> {
  return page.evaluate(
    ([k, n]) => {
      if (!window.benchHarness) throw new Error('benchHarness missing');
      return window.benchHarness.trackMany(k, 0, n);
    },
    [key, count] as const,
  );
}

export function longTasks(
  page: Page,
  fromEpochMs: number,
  toEpochMs: number,
): Promise<LongTaskSummary> {
  return page.evaluate(
    ([from, to]) => {
      if (!window.benchHarness) throw new Error('benchHarness missing');
      return window.benchHarness.longTasks(from, to);
    },
    [fromEpochMs, toEpochMs] as const,
  );
}

/** Closes the tab the way a user does, so pagehide/unload handlers run. */
export async function closeLikeUser(page: Page): Promise<void> {
  const closed = page.waitForEvent('close', { timeout: PAGE_TIMEOUT_MS });
  await page.close({ runBeforeUnload: true });
  await closed;
}

/** Waits until all `expected` ids `${key}:i` arrived (or `capMs`), then a grace for duplicates. */
export async function waitForDelivery(
  sink: Sink,
  key: string,
  expected: number,
  sinceEpochMs: number,
  capMs: number,
): Promise<Delivery> {
  const prefix = `${key}:`;
  const deadline = Date.now() + capMs;
  let counts = sink.countExpected(prefix, expected);
  while (counts.distinct < expected && Date.now() < deadline) {
    await sleep(POLL_MS);
    counts = sink.countExpected(prefix, expected);
  }
  const complete = counts.distinct === expected;
  const allInMs = complete ? Math.max(0, counts.lastFirstAt - sinceEpochMs) : null;
  await sleep(DUPLICATE_GRACE_MS);
  counts = sink.countExpected(prefix, expected);
  return {
    expected,
    delivered: counts.distinct,
    lost: expected - counts.distinct,
    duplicated: counts.duplicated,
    allInMs,
    receiver: structuredClone(sink.stats),
  };
}
