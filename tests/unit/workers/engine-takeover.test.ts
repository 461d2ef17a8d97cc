import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from './engine-harness';
import type { HarnessConfig } from './engine-harness';
import { createFakeClock, makeEvent, sentIds, uniqueDbName } from './fakes';

const stops: (() => Promise<void>)[] = [];

/** Two tabs on one database and one clock; tab A's receiver is unreachable. */
async function twoTabs(extra: Partial<HarnessConfig> = {}) {
  const clock = createFakeClock();
  const dbName = uniqueDbName('takeover');
  const a = createHarness({ dbName, clock, tabId: 'tab-a', replies: ['network'], ...extra });
  const b = createHarness({ dbName, clock, tabId: 'tab-b', ...extra });
  await a.engine.start(a.options);
  stops.push(
    () => a.engine.stop(),
    () => b.engine.stop(),
  );
  await a.engine.enqueue([makeEvent(1), makeEvent(2), makeEvent(3)]);
  expect(await a.engine.flush('manual')).toMatchObject({ sent: 0, failed: true });
  return { clock, a, b };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  vi.restoreAllMocks();
});

describe('engine takeover (spec 001 §9)', () => {
  it('another tab sends the rows of a tab silent for more than twice the interval', async () => {
    const { clock, a, b } = await twoTabs();
    clock.advance(12_001);
    await b.engine.start(b.options);
    expect(await b.engine.flush('takeover')).toEqual({ sent: 3, pending: 0, failed: false });
    expect(sentIds(b.network.requests)).toEqual([1, 2, 3]);
    // Tab A no longer owns them, so it never sends them again.
    a.network.setReplies(['ok']);
    expect(await a.engine.flush('online')).toEqual({ sent: 0, pending: 0, failed: false });
    expect(await b.engine.stats()).toMatchObject({ pending: 0 });
  });

  it("leaves a live tab's rows alone", async () => {
    const { clock, a, b } = await twoTabs();
    clock.advance(5000);
    await b.engine.start(b.options);
    expect(await b.engine.flush('takeover')).toEqual({ sent: 0, pending: 0, failed: false });
    expect(b.network.requests).toHaveLength(0);
    clock.advance(5000);
    await a.engine.flush('takeover'); // A's tick: heartbeat renewed
    clock.advance(5000);
    expect(await b.engine.flush('takeover')).toMatchObject({ sent: 0 });
    expect(await a.engine.stats()).toMatchObject({ pending: 3 });
  });

  it('takes over at once from a tab that stopped', async () => {
    const { a, b } = await twoTabs();
    await b.engine.start(b.options);
    await a.engine.stop();
    expect(await b.engine.flush('takeover')).toMatchObject({ sent: 3 });
  });

  it('the first tick after start takes over what a closed tab left', async () => {
    // A closed tab's timers never fire again: give tab A a clock of its own.
    const dbName = uniqueDbName('takeover');
    const a = createHarness({ dbName, tabId: 'tab-a', replies: ['network'] });
    const b = createHarness({ dbName, tabId: 'tab-b' });
    stops.push(() => b.engine.stop());
    await a.engine.start(a.options);
    await a.engine.enqueue([makeEvent(1), makeEvent(2), makeEvent(3)]);
    b.clock.advance(20_000);
    await b.engine.start(b.options);
    expect(b.clock.delays()).toEqual([0]);
    await b.clock.runDue();
    expect(sentIds(b.network.requests)).toEqual([1, 2, 3]);
  });

  it('does not take over while another tab holds the Web Lock', async () => {
    const locks = {
      request: <T>(_name: string, _options: object, callback: (lock: unknown) => Promise<T>) =>
        callback(null),
    };
    const { clock, b } = await twoTabs({ locks });
    clock.advance(12_001);
    await b.engine.start(b.options);
    expect(await b.engine.flush('takeover')).toMatchObject({ sent: 0 });
  });

  it('two tabs taking over at once send each row exactly once', async () => {
    const { clock, a, b } = await twoTabs();
    const c = createHarness({ dbName: a.options.dbName, clock, tabId: 'tab-c' });
    stops.push(() => c.engine.stop());
    clock.advance(12_001);
    await Promise.all([b.engine.start(b.options), c.engine.start(c.options)]);
    await Promise.all([b.engine.flush('takeover'), c.engine.flush('takeover')]);
    const all = [...sentIds(b.network.requests), ...sentIds(c.network.requests)];
    expect(all.sort()).toEqual([1, 2, 3]);
  });
});
