import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/**
 * A fresh mobile context and page for each test of the describe block it is
 * called in, closed after the test, which fails if the page threw. Call it
 * after setUpBrowserSuite and after any beforeEach that must run first.
 */
export function setUpPagePerTest(suite: { readonly browser: Browser }): {
  readonly context: BrowserContext;
  readonly page: Page;
} {
  let current: { context: BrowserContext; page: Page; errors: string[] } | undefined;
  beforeEach(async () => {
    const context = await newMobileContext(suite.browser);
    const page = await context.newPage();
    current = { context, page, errors: watchPageErrors(page) };
  });
  afterEach(async () => {
    const done = current;
    current = undefined;
    await done?.context.close();
    expect(done?.errors).toEqual([]);
  });
  const open = () => {
    if (!current) throw new Error('setUpPagePerTest: the page opens in beforeEach');
    return current;
  };
  return {
    get context(): BrowserContext {
      return open().context;
    },
    get page(): Page {
      return open().page;
    },
  };
}
