import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  devApi,
  goOffline,
  goOnline,
  pollUntil,
  setUpBrowserSuite,
  setUpPagePerTest,
  watchPageErrors,
} from './harness';

interface EventsAnswer {
  events: Array<{
    _track_id: number;
    event?: string;
    distinct_id: string;
    properties: Record<string, unknown>;
  }>;
  arrivals: number;
  duplicates: number;
}

// A closed tab's rows are taken over at once where Web Locks exist, else after
// twice the send interval (spec 001 §9: 2 × 6000 ms); delivery retries with backoff.
const DELIVERY_TIMEOUT_MS = 45_000;

async function openApp(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => window.sensors?.readyState.state === 'ready');
  return page;
}

async function track(page: Page, event: string, from: number, count: number): Promise<void> {
  await page.evaluate(
    ({ name, start, n }) => {
      for (let i = start; i < start + n; i += 1)
        window.sensors.track(name, { seq: i, label: `事件${i}` });
    },
    { name: event, start: from, n: count },
  );
}

async function events(name: string): Promise<EventsAnswer> {
  return devApi<EventsAnswer>('GET', `/__dev/events?event=${encodeURIComponent(name)}`);
}

/** Polls the receiver until `count` events named `name` are stored. */
function waitForEvents(name: string, count: number): Promise<EventsAnswer> {
  return pollUntil(
    () => events(name),
    (answer) => answer.events.length >= count,
    DELIVERY_TIMEOUT_MS,
  );
}

/** Rows left in the shared IndexedDB outbox (sent rows leave it once acknowledged). */
function outboxRows(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sensorsdata-outbox');
        open.onerror = () => reject(open.error ?? new Error('outbox did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('outbox count failed'));
        };
      }),
  );
}

/**
 * Waits until `count` events arrived and the outbox is empty: no row is left that a
 * tab could send again, so a duplicate has already arrived by then or never will.
 */
async function waitForDelivery(page: Page, name: string, count: number): Promise<EventsAnswer> {
  await waitForEvents(name, count);
  await pollUntil(
    () => outboxRows(page),
    (rows) => rows === 0,
    DELIVERY_TIMEOUT_MS,
  );
  return events(name);
}

function expectExactlyOnce(answer: EventsAnswer, count: number): void {
  expect(answer.events).toHaveLength(count);
  expect(answer.duplicates).toBe(0);
  expect(answer.arrivals).toBe(count);
  const seqs = answer.events.map((event) => Number(event.properties.seq)).sort((a, b) => a - b);
  expect(seqs).toEqual(Array.from({ length: count }, (_, i) => i));
}

/**
 * Network off. Chromium's offline emulation does not cover a keepalive request
 * that outlives its page, so the receiver also drops connections meanwhile.
 */
async function cutNetwork(page: Page): Promise<void> {
  await goOffline(page);
  await devApi('POST', '/__dev/faults', { path: '/sa', drop: true });
}

/** Back online once the app page is gone (`page`, the context's other page, is blank). */
async function restoreNetwork(page: Page): Promise<void> {
  await devApi('DELETE', '/__dev/faults');
  await goOnline(page);
}

/**
 * Closes the tab with its unload handlers run (pagehide fires, as when a user
 * closes it). With runBeforeUnload, close() returns before the page is gone;
 * waiting for 'close' keeps later context calls from racing the dying page.
 */
async function closeLikeAUser(page: Page): Promise<void> {
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
}

/**
 * Tracks one more event and waits for its callback: the SDK calls it once the
 * event is durable in the worker (spec 001 §9: or at the callback timeout; the
 * pagehide spill keeps whatever is not), so earlier events were handed over too.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => window.sensors.track('e2e_settle', {}, resolve)),
  );
}

describe('analytics delivery in Chromium', () => {
  const suite = setUpBrowserSuite();
  // The page of each test stays blank: it keeps the context alive while an app page closes.
  const tab = setUpPagePerTest(suite);

  it('delivers events tracked on a real page exactly once, with the sensors wire shape', async () => {
    const page = await openApp(tab.context);
    const errors = watchPageErrors(page);
    await track(page, 'e2e_once', 0, 40);
    const answer = await waitForEvents('e2e_once', 40);
    expectExactlyOnce(answer, 40);
    const [first] = answer.events;
    expect(first).toMatchObject({
      type: 'track',
      lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
      properties: {
        platform_type: 'H5',
        product_line: 'h5-in-app',
        $lib: 'js',
        label: expect.any(String),
      },
    });
    const pageviews = await waitForEvents('$pageview', 1);
    expect(pageviews.events.length).toBeGreaterThanOrEqual(1);
    expect(pageviews.duplicates).toBe(0);
    expect(errors).toEqual([]);
  });

  it('offline: events tracked, page closed, reopened online: every event arrives, none twice', async () => {
    const context = tab.context;
    const page = await openApp(context);
    await cutNetwork(page);
    await track(page, 'e2e_offline', 0, 30);
    await settle(page);
    await closeLikeAUser(page);
    expect((await events('e2e_offline')).events).toHaveLength(0);
    await restoreNetwork(tab.page);
    const reopened = await openApp(context);
    const answer = await waitForDelivery(reopened, 'e2e_offline', 30);
    expectExactlyOnce(answer, 30);
  });

  it('a page closed in the same task as its track() calls loses nothing (pagehide spill)', async () => {
    const context = tab.context;
    const page = await openApp(context);
    await cutNetwork(page);
    // No settling: the events may still be in the page's buffer when it closes.
    await track(page, 'e2e_spill', 0, 30);
    await closeLikeAUser(page);
    await restoreNetwork(tab.page);
    const reopened = await openApp(context);
    const answer = await waitForDelivery(reopened, 'e2e_spill', 30);
    expectExactlyOnce(answer, 30);
  });

  it('two tabs, one closed mid-queue while the receiver fails: the other tab delivers its events', async () => {
    const closing = await openApp(tab.context);
    const staying = await openApp(tab.context);
    await devApi('POST', '/__dev/faults', { path: '/sa', status: 500 });
    await track(closing, 'e2e_two_tabs', 0, 25);
    await settle(closing);
    await closeLikeAUser(closing);
    await devApi('DELETE', '/__dev/faults');
    const answer = await waitForDelivery(staying, 'e2e_two_tabs', 25);
    expectExactlyOnce(answer, 25);
    expect(staying.isClosed()).toBe(false);
  });
});
