import { describe, expect, it } from 'vitest';
import type {
  DeliveryEngine,
  EngineNotice,
  EngineResult,
  TrackedEvent,
} from '../../../src/sdk/core/engine-protocol';
import { createPopupCalls } from '../../../workers/popups/popup-calls';
import { createFakeClock } from './fakes';
import { config, plan } from './popups-harness';

/** The worker's popup calls with the real popup engine, over fake-indexeddb. */
function setUp(body: () => unknown) {
  const clock = createFakeClock();
  const notices: EngineNotice[] = [];
  const progress: EngineNotice[] = [];
  const log: string[] = [];
  const popups = createPopupCalls(
    {
      now: clock.now,
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
      random: Math.random,
      fetch: () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body()) }),
    },
    (notice) => {
      // The quiet-point signal for tests (progress.ts) is checked on its own.
      if (notice.kind === 'popup-progress') return void progress.push(notice);
      log.push('notice');
      notices.push(notice);
    },
  );
  const delivery: DeliveryEngine = {
    start: () => Promise.resolve({ ok: true }),
    async enqueue(events): Promise<EngineResult> {
      log.push(`stored ${events.length}`);
      return { ok: true, stored: 'indexeddb' };
    },
    flush: () => Promise.resolve({ sent: 0, pending: 0, failed: false }),
    stats: () => Promise.resolve({ pending: 0, delivered: 0, dropped: 0, storage: 'indexeddb' }),
    stop: () => Promise.resolve(),
  };
  const engine = { ...delivery, ...popups.calls, ...popups.watching(delivery) };
  let id = 0;
  const event = (name: string, properties: Record<string, unknown> = {}): TrackedEvent => ({
    _track_id: (id += 1),
    type: 'track',
    event: name,
    distinct_id: 'v1',
    lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
    properties,
    time: clock.now(),
  });
  return { clock, engine, notices, progress, log, event, runtime: popups.runtime };
}

describe('worker popup calls with the real engine', () => {
  it('shows a plan after its trigger count, once the events are stored, and records the show', async () => {
    const t = setUp(() =>
      config(
        [
          plan(3, 'view_wallet', {
            pattern_popup: {
              matcher_list: [
                { event_name: 'view_wallet', params: [3], window: { value: 1, unit: 'DAY' } },
              ],
            },
            popup_interval: { value: 1, unit: 'DAY' },
          }),
        ],
        { server_current_time: Date.now() },
      ),
    );
    await t.engine.start({
      serverUrl: 'http://x',
      sendType: 'batch',
      sendIntervalMs: 6000,
      storageLength: 200,
      dataSendTimeoutMs: 8000,
      tabId: 't',
      dbName: `popup-calls-${Math.random()}`,
    });
    const setup = {
      apiBaseUrl: 'http://127.0.0.1:9',
      project: 'default',
      platform: 'H5',
      sdkVersion: '1.26.2',
      distinctId: 'v1',
    };
    expect(await t.engine.startPopups(setup)).toEqual({ ok: true });
    await t.runtime.idle();
    await t.engine.enqueue([t.event('view_wallet'), t.event('view_wallet')]);
    await t.runtime.idle();
    expect(t.notices).toEqual([]);
    await t.engine.enqueue([t.event('view_wallet')]);
    await t.runtime.idle();
    expect(t.log).toEqual(['stored 2', 'stored 1', 'notice']);
    const [notice] = t.notices;
    if (notice?.kind !== 'popup') throw new Error('expected a popup notice');
    expect(notice.decision.plan.plan_id).toBe('3');
    expect(
      await t.engine.reportPopup({ decisionId: notice.decision.decisionId, outcome: 'shown' }),
    ).toEqual({ ok: true });
    // Trigger windows were reset and the plan's interval holds: three more events show nothing.
    await t.engine.enqueue([
      t.event('view_wallet'),
      t.event('view_wallet'),
      t.event('view_wallet'),
    ]);
    await t.runtime.idle();
    expect(t.notices).toHaveLength(1);
    // Quiet after each batch: one pull applied, every event counted once it was evaluated.
    expect(t.progress.at(-1)).toEqual({
      kind: 'popup-progress',
      pulls: 1,
      handled: { view_wallet: 6 },
    });
  });
});
