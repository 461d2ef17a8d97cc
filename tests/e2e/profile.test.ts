import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deliveredSoFar, devApi, pollUntil, setUpBrowserSuite, setUpPagePerTest } from './harness';

interface StoredEvent {
  type: string;
  event?: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}
interface EventsAnswer {
  events: StoredEvent[];
  duplicates: number;
}

const DELIVERY_TIMEOUT_MS = 30_000;
const suite = setUpBrowserSuite();
const tab = setUpPagePerTest(suite);

async function received(): Promise<EventsAnswer> {
  return devApi<EventsAnswer>('GET', '/__dev/events');
}

/** Polls the receiver until `done` holds for what it stored. */
function waitForReceiver(done: (answer: EventsAnswer) => boolean): Promise<EventsAnswer> {
  return pollUntil(received, done, DELIVERY_TIMEOUT_MS);
}

const ofType = (answer: EventsAnswer, type: string) =>
  answer.events.filter((event) => event.type === type);
const pageviews = (answer: EventsAnswer) =>
  answer.events.filter((event) => event.event === '$pageview');

async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => window.sensors?.readyState.state === 'ready');
}

describe('first-visit visitor profile', () => {
  it('a new visitor sends exactly one profile_set_once across two page loads', async () => {
    const page = tab.page;
    await openApp(page, '/?utm_source=e2e');
    const anonymousId = await page.evaluate(() => window.sensors.getAnonymousID());
    const first = await waitForReceiver((answer) => ofType(answer, 'profile_set_once').length > 0);
    expect(ofType(first, 'profile_set_once')).toHaveLength(1);

    await page.reload();
    await page.waitForFunction(() => window.sensors?.readyState.state === 'ready');
    const after = await waitForReceiver((answer) => pageviews(answer).length >= 2);
    // Everything the second load tracked at start (a stray profile included) has arrived.
    await deliveredSoFar(page);
    const final = await received();

    expect(pageviews(after).length).toBeGreaterThanOrEqual(2);
    expect(final.duplicates).toBe(0);
    const profiles = ofType(final, 'profile_set_once');
    expect(profiles).toHaveLength(1);
    const [profile] = profiles;
    expect(profile?.distinct_id).toBe(anonymousId);
    expect(profile?.properties).toMatchObject({
      $first_visit_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/),
      $first_referrer: '',
      $first_referrer_host: '',
      $first_browser_language: 'zh-cn',
      $first_browser_charset: 'UTF-8',
      $first_traffic_source_type: '付费广告流量',
      $first_search_keyword: '未取到值_直接打开',
      $timezone_offset: expect.any(Number),
      $utm_source: 'e2e',
    });
    expect(pageviews(final).every((event) => event.distinct_id === anonymousId)).toBe(true);
  });
});
