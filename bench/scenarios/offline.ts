/**
 * Scenario 3: offline → track 500 → tab closed → reopened online in the same
 * context (same storage) → every event must arrive exactly once.
 */
import type { Delivery } from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import type { Outage } from './scenario-steps';
import { replayAfterOutage } from './scenario-steps';

const EVENTS = 500;
const DELIVERY_CAP_MS = 30_000;

/** The browser context goes offline (network emulation); the receiver stays up. */
const OFFLINE: Outage = {
  begin: (context) => context.setOffline(true),
  end: (context) => context.setOffline(false),
};

export interface OfflineResult {
  delivery: Delivery;
  /** Events that reached the receiver although the context was offline (emulation leak). */
  arrivedWhileOffline: number;
}

export async function runOffline(env: ScenarioEnv, sdk: SdkId): Promise<OfflineResult> {
  const run = await replayAfterOutage(env, sdk, {
    scenario: 'offline',
    events: EVENTS,
    outage: () => OFFLINE,
    capMs: DELIVERY_CAP_MS,
  });
  return { delivery: run.delivery, arrivedWhileOffline: run.arrivedDuringOutage };
}
