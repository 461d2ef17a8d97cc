/**
 * Scenario 4: the receiver fails 30% of event requests (seeded mix of HTTP
 * 500, a hang past the client timeout, a reset) while 1000 events are
 * tracked; lost and duplicated after a bounded wait, faults still on (the
 * injected faults are in `delivery.receiver.faults`).
 */
import type { Delivery } from '../page-driver';
import { trackMany, waitForDelivery } from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import { sinkKey } from './scenario-env';
import { inNewContext, openPage, settle } from './scenario-steps';

const EVENTS = 1000;
const DELIVERY_CAP_MS = 45_000;
const FAULT_SEED = 20240601;

export interface FaultsResult {
  delivery: Delivery;
}

export function runFaults(env: ScenarioEnv, sdk: SdkId): Promise<FaultsResult> {
  const key = sinkKey(env, 'faults', sdk);
  const sink = env.receiver.sink(key, 'flaky', FAULT_SEED);
  return inNewContext(env, async (context) => {
    const page = await openPage(context, env, sdk, sink.url);
    await settle();
    const run = await trackMany(page, key, EVENTS);
    const delivery = await waitForDelivery(sink, key, EVENTS, run.startEpochMs, DELIVERY_CAP_MS);
    return { delivery };
  });
}
