/**
 * Budget "replay time of a long offline queue" (ARCHITECTURE): our SDK only.
 * The receiver is down while 5000 events are tracked and the tab is closed;
 * the receiver comes back, the page is reopened in the same context (same
 * IndexedDB) and we time until every event arrived, with lost and duplicated
 * counts.
 */
import type { Sink } from '../ingest/sink';
import type { Delivery } from '../page-driver';
import { sleep } from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import type { Outage } from './scenario-steps';
import { replayAfterOutage } from './scenario-steps';

export const REPLAY_EVENTS = 5000;
const DELIVERY_CAP_MS = 90_000;
/** The receiver stays down a while after the close, so unload-time beacons meet it down too. */
const STILL_DOWN_MS = 2000;

/** The receiver resets every event request; the page itself stays online. */
function receiverDown(sink: Sink): Outage {
  return {
    begin: () => Promise.resolve(sink.setMode('down')),
    end: async () => {
      await sleep(STILL_DOWN_MS);
      sink.setMode('ok');
    },
  };
}

export interface ReplayResult {
  /** `allInMs` counts from the moment the reopened tab starts loading. */
  delivery: Delivery;
  /** Main-thread time of the 5000 track() calls in the first tab, ms. */
  trackLoopMs: number;
}

export async function runReplay(env: ScenarioEnv, sdk: SdkId): Promise<ReplayResult> {
  const run = await replayAfterOutage(env, sdk, {
    scenario: 'replay',
    events: REPLAY_EVENTS,
    outage: receiverDown,
    capMs: DELIVERY_CAP_MS,
  });
  return { delivery: run.delivery, trackLoopMs: run.trackLoopMs };
}
