import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { devApi, waitForSignal } from './harness';

// The popup runtime's test-visible signals (src/sdk/page-signals.ts): tests wait
// for the worker's own progress instead of sleeping before a "no popup" check.

export interface ReceivedEvent {
  event?: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

/** The worker applied at least one config pull: the page's plans are known. */
export async function plansPulled(page: Page): Promise<void> {
  await waitForSignal(page, 'popup-plans-pulled', (value) => Number(value) >= 1);
}

/** The popup runtime is done with at least `count` events named `name` (evaluated or skipped). */
export async function popupHandled(page: Page, name: string, count: number): Promise<void> {
  await waitForSignal(page, 'popup-handled', (value) => {
    const handled = JSON.parse(value ?? '{}') as Record<string, number>;
    return (handled[name] ?? 0) >= count;
  });
}

/** Popups the worker decided to show on this page so far. */
export async function popupDecisions(page: Page): Promise<number> {
  return Number(
    await page.evaluate(() => document.documentElement.getAttribute('data-popup-decisions')),
  );
}

/**
 * Nothing shown for the `count`-th event `name`: once the runtime handled it,
 * the decisions made on this page are still `decided` and no popup is drawn.
 */
export async function noPopupFor(page: Page, name: string, count: number, decided: number) {
  await popupHandled(page, name, count);
  expect(await popupDecisions(page)).toBe(decided);
  expect(await page.locator('[data-sf-popup]').count()).toBe(0);
}

export async function received(name: string): Promise<ReceivedEvent[]> {
  const answer = await devApi<{ events: ReceivedEvent[] }>(
    'GET',
    `/__dev/events?event=${encodeURIComponent(name)}`,
  );
  return answer.events;
}

/** Flushes the page's outbox (the engine sends on `online`) until `count` events of `name` arrived. */
export async function waitForReceived(
  page: Page,
  name: string,
  count: number,
): Promise<ReceivedEvent[]> {
  let events: ReceivedEvent[] = [];
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
        events = await received(name);
        return events.length;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(count);
  return events;
}

/** An SPA visit of `path` (a `$pageview` without a page load), handled by the popup runtime. */
export async function visit(page: Page, path: string, pageviews: number): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await popupHandled(page, '$pageview', pageviews);
}
