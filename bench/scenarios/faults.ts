/**
 * Scenario 4: the receiver fails 30% of event requests (seeded mix of HTTP
 * 500, a hang past the client timeout, a reset) while 1000 events are
 * tracked; lost and duplicated after a bounded wait, faults still on (the
 * injected faults are in `delivery.receiver.faults`).
 */
import type { Delivery } from '../page-driver';
import { initSdk, openBenchPage, sleep, trackMany, waitForDelivery } from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import { sinkKey } from './scenario-env';

const EVENTS = 1000;
const SETTLE_MS = 1000;
const DELIVERY_CAP_MS = 45_000;
const FAULT_SEED = 20240601;

export interface FaultsResult {
  delivery: Delivery;
}

export async function runFaults(env: ScenarioEnv, sdk: SdkId): Promise<FaultsResult> {
  const key = sinkKey(env, 'faults', sdk);
  const sink = env.receiver.sink(key, 'flaky', FAULT_SEED);
  const context = await env.browser.newContext();
  try {
    const page = await openBenchPage(context, env.receiver.origin, sdk);
    await initSdk(page, sink.url);
    await sleep(SETTLE_MS);
    const run = await trackMany(page, key, EVENTS);
    const delivery = await waitForDelivery(sink, key, EVENTS, run.startEpochMs, DELIVERY_CAP_MS);
    return { delivery };
  } finally {
    await context.close();
  }
}
