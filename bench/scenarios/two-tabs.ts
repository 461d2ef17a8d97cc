/**
 * Scenario 5: two tabs in one context, receiver down; tab A tracks 300 and is
 * closed; the receiver comes back and tab B, still open, must deliver A's
 * events exactly once.
 */
import type { Delivery } from '../page-driver';
import { sleep, waitForDelivery } from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import { sinkKey } from './scenario-env';
import { inNewContext, openTwoPages, settle, trackAndClose } from './scenario-steps';

const EVENTS = 300;
const DELIVERY_CAP_MS = 45_000;
/** The receiver stays down a while after the close, so unload-time beacons meet it down too. */
const STILL_DOWN_MS = 2000;

export interface TwoTabsResult {
  delivery: Delivery;
}

export function runTwoTabs(env: ScenarioEnv, sdk: SdkId): Promise<TwoTabsResult> {
  const key = sinkKey(env, 'tabs', sdk);
  const sink = env.receiver.sink(key, 'down');
  return inNewContext(env, async (context) => {
    const [tabA] = await openTwoPages(context, env, sdk, sink.url);
    await settle();
    await trackAndClose(tabA, key, EVENTS);
    await sleep(STILL_DOWN_MS);
    sink.setMode('ok');
    const upAt = Date.now();
    const delivery = await waitForDelivery(sink, key, EVENTS, upAt, DELIVERY_CAP_MS);
    return { delivery };
  });
}
