/**
 * The steps the delivery scenarios are made of: a fresh browser context (its
 * own storage), bench pages opened and pointed at a sink, a settle time,
 * events tracked and the tab closed the way a user closes it, and the
 * outage-then-reopen sequence of the offline and replay scenarios.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Sink } from '../ingest/sink';
import type { Delivery } from '../page-driver';
import type { TrackRun } from '../pages/bench-api';
import {
  closeLikeUser,
  initSdk,
  openBenchPage,
  sleep,
  trackMany,
  waitForDelivery,
} from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import { sinkKey } from './scenario-env';

/** Time an SDK gets after init (config pulls, worker start) before tracking starts. */
const SETTLE_MS = 1000;
/** Time the SDK gets to persist the events before the tab goes away. */
const PERSIST_MS = 1000;

/** Runs `work` in a new browser context and always closes it. */
export async function inNewContext<T>(
  env: ScenarioEnv,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await env.browser.newContext();
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

/** Opens the SDK's bench page and inits it against `sinkUrl`. */
export async function openPage(
  context: BrowserContext,
  env: ScenarioEnv,
  sdk: SdkId,
  sinkUrl: string,
): Promise<Page> {
  const page = await openBenchPage(context, env.receiver.origin, sdk);
  await initSdk(page, sinkUrl);
  return page;
}

/** Two tabs of the bench page: both are open before either SDK starts. */
export async function openTwoPages(
  context: BrowserContext,
  env: ScenarioEnv,
  sdk: SdkId,
  sinkUrl: string,
): Promise<[Page, Page]> {
  const tabs: [Page, Page] = [
    await openBenchPage(context, env.receiver.origin, sdk),
    await openBenchPage(context, env.receiver.origin, sdk),
  ];
  for (const tab of tabs) await initSdk(tab, sinkUrl);
  return tabs;
}

/** The pause after init, before anything is tracked. */
export function settle(): Promise<void> {
  return sleep(SETTLE_MS);
}

/** Tracks `count` events, gives the SDK time to persist them, then closes the tab. */
export async function trackAndClose(page: Page, key: string, count: number): Promise<TrackRun> {
  const run = await trackMany(page, key, count);
  await sleep(PERSIST_MS);
  await closeLikeUser(page);
  return run;
}

/** How a scenario cuts the SDK off from the receiver, and restores it. */
export interface Outage {
  begin(context: BrowserContext): Promise<void>;
  end(context: BrowserContext): Promise<void>;
}

export interface OutageRun {
  delivery: Delivery;
  /** Events that reached the receiver during the outage (should be none). */
  arrivedDuringOutage: number;
  /** Main-thread time of the track() loop in the first tab, ms. */
  trackLoopMs: number;
}

/**
 * A queue built during an outage and replayed by the next visit: tab one
 * tracks `events` while the receiver is unreachable and is closed; the
 * outage ends, a new tab of the same context (same storage) opens, and the
 * delivery is timed from that reopening.
 */
export function replayAfterOutage(
  env: ScenarioEnv,
  sdk: SdkId,
  plan: { scenario: string; events: number; outage: (sink: Sink) => Outage; capMs: number },
): Promise<OutageRun> {
  const key = sinkKey(env, plan.scenario, sdk);
  const sink = env.receiver.sink(key, 'ok');
  const outage = plan.outage(sink);
  return inNewContext(env, async (context) => {
    const first = await openPage(context, env, sdk, sink.url);
    await settle();
    await outage.begin(context);
    const tracked = await trackAndClose(first, key, plan.events);
    const arrivedDuringOutage = sink.countExpected(`${key}:`, plan.events).distinct;
    await outage.end(context);
    const reopenedAt = Date.now();
    await openPage(context, env, sdk, sink.url);
    const delivery = await waitForDelivery(sink, key, plan.events, reopenedAt, plan.capMs);
    return { delivery, arrivedDuringOutage, trackLoopMs: tracked.loopMs };
  });
}
