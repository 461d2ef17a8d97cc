import type { DeliveryEngine, EngineOptions } from '../../../src/sdk/core/engine-protocol';
import type { AnalyticsDb } from '../../../workers/db';
import { createEngine } from '../../../workers/engine';
import type { LocksLike } from '../../../workers/takeover-lock';
import { createFakeClock, createFakeFetch } from './fakes';
import type { FakeReply } from './fakes';

export const SERVER = 'http://127.0.0.1:9/sa';

export interface HarnessConfig {
  dbName: string;
  tabId?: string;
  replies?: FakeReply[];
  clock?: ReturnType<typeof createFakeClock>;
  createDb?: (name: string) => AnalyticsDb;
  locks?: LocksLike;
  options?: Partial<EngineOptions>;
}

/** An engine on fake time, fake network and fake-indexeddb, not yet started. */
export function createHarness(config: HarnessConfig) {
  const clock = config.clock ?? createFakeClock();
  const network = createFakeFetch(config.replies);
  const engine: DeliveryEngine = createEngine({
    fetch: network.fetch,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    random: () => 0.5,
    ...(config.locks ? { locks: config.locks } : {}),
    ...(config.createDb ? { createDb: config.createDb } : {}),
  });
  const options: EngineOptions = {
    serverUrl: SERVER,
    sendType: 'batch',
    sendIntervalMs: 6000,
    storageLength: 200,
    dataSendTimeoutMs: 8000,
    tabId: config.tabId ?? 'tab-a',
    dbName: config.dbName,
    ...config.options,
  };
  return { clock, network, engine, options };
}
