import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

// Debian's Chromium, never a downloaded one. As root it needs --no-sandbox; the
// background-networking flags keep it from dialling hosts this machine cannot reach.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A phone-sized context, as the app runs in a native web view. */
export async function newMobileContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
}

/** Calls a reference-server development endpoint (faults, version, reset, events). */
export async function devApi<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → HTTP ${response.status}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One request as the reference server's development log keeps it (secrets redacted). */
export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** The requests the server received on `path` since the last reset, oldest first. */
export async function requestsTo(path: string): Promise<LoggedRequest[]> {
  const answer = await devApi<{ requests: LoggedRequest[] }>(
    'GET',
    `/__dev/requests?path=${encodeURIComponent(path)}`,
  );
  return answer.requests;
}

/** Collects page errors so a test can assert the app never crashed. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The frame of a browser test file: one Chromium for the file's tests, and the
 * reference server reset (database reseeded, faults, requests and events
 * cleared) before each test. Call it where the hooks belong (file or describe
 * level); `browser` is readable from the first test on.
 */
export function setUpBrowserSuite(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  beforeEach(async () => {
    await devApi('POST', '/__dev/reset');
  });
  return {
    get browser(): Browser {
      if (!launched) throw new Error('setUpBrowserSuite: the browser starts in beforeAll');
      return launched;
    },
  };
}

/** Where a failed test's Playwright trace goes (CI lists it when a run fails; see .ci/run). */
export const TRACE_DIR = path.resolve('test-results/e2e-traces');

function traceFile(name: string): string {
  const slug = name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 100);
  return path.join(TRACE_DIR, `${slug}-${Date.now()}.zip`);
}

export interface PageTab {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another mobile context (another visitor), closed and traced with the test's own. */
  newContext(): Promise<BrowserContext>;
}

interface Opened {
  contexts: BrowserContext[];
  page: Page;
  errors: string[];
}

async function openContext(browser: Browser, opened?: Opened): Promise<BrowserContext> {
  const context = await newMobileContext(browser);
  await context.addInitScript(ONLINE_STATE_SCRIPT);
  // Screenshots, actions and console; no DOM snapshots: with them the pagehide spill test
  // (analytics) saw every event delivered twice in 1 run of 3, at a time the harness also
  // held CDP sessions of its own (since removed); not re-checked, and a trace must not change
  // the run it records.
  await context.tracing.start({ screenshots: true, snapshots: false });
  opened?.contexts.push(context);
  return context;
}

/** Closes every context of a test; a failed test's traces are kept, and named in the error. */
async function closeAll(opened: Opened, name: string, failed: boolean): Promise<string[]> {
  const saved: string[] = [];
  for (const context of opened.contexts) {
    try {
      if (failed) {
        mkdirSync(TRACE_DIR, { recursive: true });
        const file = traceFile(name);
        await context.tracing.stop({ path: file });
        saved.push(file);
      } else {
        await context.tracing.stop();
      }
    } catch {
      // A context the test closed itself has no trace left to stop.
    } finally {
      await context.close();
    }
  }
  return saved;
}

/**
 * A fresh mobile context and page for each test of the describe block it is
 * called in, traced, and closed after the test even when an assertion failed.
 * The test fails if the page threw; a failed test's trace is saved under
 * TRACE_DIR and its path is part of the failure. Call it after
 * setUpBrowserSuite and after any beforeEach that must run first.
 */
export function setUpPagePerTest(suite: { readonly browser: Browser }): PageTab {
  let current: Opened | undefined;
  beforeEach(async () => {
    const opened: Opened = { contexts: [], page: undefined as unknown as Page, errors: [] };
    const context = await openContext(suite.browser, opened);
    opened.page = await context.newPage();
    opened.errors = watchPageErrors(opened.page);
    current = opened;
  });
  afterEach(async ({ task }) => {
    const done = current;
    current = undefined;
    if (!done) return;
    const failed = task.result?.state === 'fail' || done.errors.length > 0;
    const traces = await closeAll(done, task.name, failed);
    if (traces.length > 0) {
      const list = traces.join(', ');
      console.error(`e2e trace of "${task.name}": ${list}`);
      // Named in the failure itself: open with `npx playwright-core show-trace <file>`.
      expect.soft(traces, `traces saved (npx playwright-core show-trace)`).toEqual([]);
    }
    expect(done.errors).toEqual([]);
  });
  const open = (): Opened => {
    if (!current) throw new Error('setUpPagePerTest: the page opens in beforeEach');
    return current;
  };
  return {
    get context(): BrowserContext {
      return open().contexts[0]!;
    },
    get page(): Page {
      return open().page;
    },
    newContext: () => openContext(suite.browser, open()),
  };
}

/** Set while a test keeps its context offline; the init script below reads it. */
const OFFLINE_COOKIE = 'e2e-offline';

/**
 * Chromium, as driven here, starts a document that loads while the context is
 * offline (a reload, a navigation, a page opened later) with navigator.onLine
 * true, though its requests fail: no phone does that, and the app then starts
 * "online" (a restored paused change is sent, and fails). Every document of a
 * test's context runs this first: while the harness keeps the context offline
 * (a cookie, readable synchronously), navigator.onLine answers false, as on a
 * real device; otherwise the browser's own value. Events are the browser's.
 */
const ONLINE_STATE_SCRIPT = `(() => {
  const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  if (!own || !own.get) return;
  const read = own.get;
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get() {
      let offline = false;
      try {
        offline = document.cookie.split('; ').includes('${OFFLINE_COOKIE}=1');
      } catch {
        // about:blank has no cookies to read: the browser's value holds there.
      }
      return !offline && read.call(this);
    },
  });
})();`;

/**
 * Cuts the network at the context and waits for the app's own offline state
 * (the shell's `data-offline`, set from the browser's offline event): a tap
 * made before it would race the event and be sent online. The context stays
 * offline, for its later documents and pages too, until goOnline.
 */
export async function goOffline(page: Page): Promise<void> {
  const context = page.context();
  await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: baseUrl() }]);
  await context.setOffline(true);
  await page.locator('[data-offline]').waitFor({ state: 'attached' });
}

/**
 * Brings the network back and waits until the app on `page` is online again
 * (no `data-offline`). A document started while offline believed Chromium was
 * online all along, so Chromium sends it no online event: each page of the
 * context gets one once its navigator.onLine reads true again.
 */
export async function goOnline(page: Page): Promise<void> {
  const context = page.context();
  await context.clearCookies({ name: OFFLINE_COOKIE });
  await context.setOffline(false);
  for (const open of context.pages()) {
    await open
      .waitForFunction(() => navigator.onLine)
      .then(() => open.evaluate(() => window.dispatchEvent(new Event('online'))))
      .catch(() => undefined); // a page closing meanwhile
  }
  await page.locator('[data-offline]').waitFor({ state: 'detached' });
}

/** Waits for a test-visible signal of the app (src/sdk/page-signals.ts) to hold. */
export async function waitForSignal(
  page: Page,
  name: string,
  holds: (value: string | null) => boolean,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(() => page.evaluate((n) => document.documentElement.getAttribute(`data-${n}`), name), {
      timeout: options.timeout ?? 15_000,
    })
    .toSatisfy(holds);
}

/** Two animation frames of the page: work its last input queued (tasks, renders) has run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Polls `read` until `done` holds for its answer (at most `timeout` ms) and
 * returns that answer: a wait for the reference server's state, not a sleep.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return done(last);
      },
      { timeout, interval: 300 },
    )
    .toBe(true);
  return last as T;
}

/**
 * A delivery barrier: tracks a marker event on the page and waits until the
 * receiver stored it, flushing the outbox (the engine sends on `online`). The
 * page's outbox sends in order, so every event the page tracked before the
 * marker has arrived too: a "nothing more was sent" check runs after this.
 */
export async function deliveredSoFar(page: Page): Promise<void> {
  const marker = `e2e_barrier_${Date.now()}`;
  await page.evaluate((name) => window.sensors.track(name, {}), marker);
  await pollUntil(
    async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
      const answer = await devApi<{ events: unknown[] }>(
        'GET',
        `/__dev/events?event=${encodeURIComponent(marker)}`,
      );
      return answer.events.length;
    },
    (count) => count > 0,
  );
}
