/**
 * Scenario 3: offline → track 500 → tab closed → reopened online in the same
 * context (same storage) → every event must arrive exactly once.
 */
import type { Delivery } from '../page-driver';
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

const EVENTS = 500;
const SETTLE_MS = 1000;
/** Time the SDK gets to persist the events before the tab goes away. */
const PERSIST_MS = 1000;
const DELIVERY_CAP_MS = 30_000;

export interface OfflineResult {
  delivery: Delivery;
  /** Events that reached the receiver although the context was offline (emulation leak). */
  arrivedWhileOffline: number;
}

export async function runOffline(env: ScenarioEnv, sdk: SdkId): Promise<OfflineResult> {
  const key = sinkKey(env, 'offline', sdk);
  const sink = env.receiver.sink(key, 'ok');
  const context = await env.browser.newContext();
  try {
    const first = await openBenchPage(context, env.receiver.origin, sdk);
    await initSdk(first, sink.url);
    await sleep(SETTLE_MS);
    await context.setOffline(true);
    await trackMany(first, key, EVENTS);
    await sleep(PERSIST_MS);
    await closeLikeUser(first);
    const arrivedWhileOffline = sink.countExpected(`${key}:`, EVENTS).distinct;
    await context.setOffline(false);
    const reopenedAt = Date.now();
    const second = await openBenchPage(context, env.receiver.origin, sdk);
    await initSdk(second, sink.url);
    const delivery = await waitForDelivery(sink, key, EVENTS, reopenedAt, DELIVERY_CAP_MS);
    return { delivery, arrivedWhileOffline };
  } finally {
    await context.close();
  }
}
