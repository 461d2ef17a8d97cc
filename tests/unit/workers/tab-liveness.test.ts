import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTabWatch,
  holdTabLock,
  queryLiveTabs,
  tabLockName,
} from '../../../workers/tab-liveness';
import { isTabDead } from '../../../workers/tabs';
import { createHarness } from './engine-harness';
import { createFakeClock, createFakeLockManager, makeEvent, sentIds, uniqueDbName } from './fakes';

const NOW = 1_700_000_000_000;
const EXPIRY = 12_000;
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('isTabDead', () => {
  const live = { ids: new Set(['alive']), queriedAt: NOW };
  it.each([
    ['lock held, stale heartbeat', 'alive', NOW - 60_000, live, false],
    ['no lock, heartbeat before the query', 'gone', NOW - 1, live, true],
    ['no lock, marked gone', 'gone', 0, live, true],
    ['no lock, never seen', 'gone', undefined, live, true],
    ['no lock, started since the query', 'gone', NOW, live, false],
    ['heartbeat rule: fresh', 'x', NOW - 1000, null, false],
    ['heartbeat rule: exactly at the expiry', 'x', NOW - EXPIRY, null, false],
    ['heartbeat rule: expired', 'x', NOW - EXPIRY - 1, null, true],
    ['heartbeat rule: never seen', 'x', undefined, null, true],
  ] as const)('%s', (_label, tabId, heartbeatAt, liveTabs, dead) => {
    const tab = heartbeatAt === undefined ? undefined : { tabId, heartbeatAt };
    expect(isTabDead(tabId, tab, NOW, EXPIRY, liveTabs)).toBe(dead);
  });
});

describe('tab locks', () => {
  it('a held tab lock makes the tab live until released', async () => {
    const manager = createFakeLockManager();
    const release = holdTabLock(manager.client('a'), 'tab-a');
    await settle();
    expect(manager.heldNames()).toEqual([tabLockName('tab-a')]);
    const live = await queryLiveTabs(manager.client('b'), () => NOW);
    expect(live).toEqual({ ids: new Set(['tab-a']), queriedAt: NOW });
    release();
    await settle();
    expect((await queryLiveTabs(manager.client('b'), () => NOW))?.ids.size).toBe(0);
  });

  it('without query() there is no lock liveness (heartbeat rule)', async () => {
    const locks = { request: vi.fn() };
    expect(await queryLiveTabs(locks, () => NOW)).toBeNull();
    expect(await queryLiveTabs(undefined, () => NOW)).toBeNull();
  });

  it('the watch fires when a watched tab dies, and not after stop', async () => {
    const manager = createFakeLockManager();
    holdTabLock(manager.client('a'), 'tab-a');
    holdTabLock(manager.client('c'), 'tab-c');
    await settle();
    const gone = vi.fn();
    const watch = createTabWatch(manager.client('b'), 'tab-b', gone);
    const live = await queryLiveTabs(manager.client('b'), () => NOW);
    if (live) watch.update(live);
    manager.kill('a');
    await settle();
    expect(gone).toHaveBeenCalledOnce();
    watch.stop();
    manager.kill('c');
    await settle();
    expect(gone).toHaveBeenCalledOnce();
  });
});

describe('engine takeover with Web Locks', () => {
  const stops: Array<() => Promise<void>> = [];
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    vi.restoreAllMocks();
  });

  /** Tab A queued 3 rows it could not send; both tabs share the lock manager and clock. */
  async function closedTab() {
    const manager = createFakeLockManager();
    const clock = createFakeClock(NOW);
    const dbName = uniqueDbName('liveness');
    const a = createHarness({
      dbName,
      clock,
      tabId: 'tab-a',
      replies: ['network'],
      locks: manager.client('a'),
    });
    const b = createHarness({ dbName, clock, tabId: 'tab-b', locks: manager.client('b') });
    stops.push(() => b.engine.stop());
    await a.engine.start(a.options);
    await a.engine.enqueue([makeEvent(1), makeEvent(2), makeEvent(3)]);
    expect(await a.engine.flush('manual')).toMatchObject({ sent: 0, failed: true });
    return { manager, clock, a, b };
  }

  it('takes over a closed tab at once, without waiting out the heartbeat expiry', async () => {
    const { manager, clock, b } = await closedTab();
    manager.kill('a'); // the tab was closed: no stop(), no pagehide
    clock.advance(1);
    await b.engine.start(b.options);
    expect(await b.engine.flush('takeover')).toEqual({ sent: 3, pending: 0, failed: false });
    expect(sentIds(b.network.requests)).toEqual([1, 2, 3]);
  });

  it('leaves a tab alone while it holds its lock, however old its heartbeat', async () => {
    const { clock, a, b } = await closedTab();
    stops.push(() => a.engine.stop());
    clock.advance(60_000); // A's ticks never ran (a throttled background tab)
    await b.engine.start(b.options);
    expect(await b.engine.flush('takeover')).toMatchObject({ sent: 0 });
    expect(b.network.requests).toHaveLength(0);
  });

  it('a running tab ticks at once when another tab dies, and sends its rows', async () => {
    const { manager, clock, b } = await closedTab();
    await b.engine.start(b.options);
    await clock.runDue(); // B's first tick: A is alive, B starts watching its lock
    expect(b.network.requests).toHaveLength(0);
    clock.advance(1);
    manager.kill('a');
    await settle();
    expect(clock.delays()).toContain(0);
    await clock.runDue();
    expect(sentIds(b.network.requests)).toEqual([1, 2, 3]);
  });

  it('a leaving tab leaves its rows to a live sibling instead of sending while it unloads', async () => {
    const manager = createFakeLockManager();
    const clock = createFakeClock(NOW);
    const dbName = uniqueDbName('leaving');
    const a = createHarness({ dbName, clock, tabId: 'tab-a', locks: manager.client('a') });
    const b = createHarness({ dbName, clock, tabId: 'tab-b', locks: manager.client('b') });
    stops.push(
      () => a.engine.stop(),
      () => b.engine.stop(),
    );
    await a.engine.start(a.options);
    await b.engine.start(b.options);
    await a.engine.enqueue([makeEvent(1), makeEvent(2)]);
    expect(await a.engine.flush('pagehide')).toEqual({ sent: 0, pending: 2, failed: false });
    expect(a.network.requests).toHaveLength(0);
    manager.kill('a');
    clock.advance(1);
    expect(await b.engine.flush('takeover')).toMatchObject({ sent: 2, failed: false });
    expect(sentIds(b.network.requests)).toEqual([1, 2]);
  });

  it('a leaving tab with no live sibling leaves its rows for the next page load', async () => {
    const manager = createFakeLockManager();
    const clock = createFakeClock(NOW);
    const dbName = uniqueDbName('alone');
    const a = createHarness({ dbName, clock, tabId: 'tab-a', locks: manager.client('a') });
    await a.engine.start(a.options);
    await a.engine.enqueue([makeEvent(1), makeEvent(2)]);
    expect(await a.engine.flush('pagehide')).toEqual({ sent: 0, pending: 2, failed: false });
    expect(a.network.requests).toHaveLength(0);
    manager.kill('a');
    const next = createHarness({ dbName, clock, tabId: 'tab-next', locks: manager.client('n') });
    stops.push(() => next.engine.stop());
    clock.advance(1);
    await next.engine.start(next.options);
    expect(await next.engine.flush('takeover')).toMatchObject({ sent: 2, failed: false });
    expect(sentIds(next.network.requests)).toEqual([1, 2]);
  });

  it('releases its tab lock on stop', async () => {
    const { manager, a } = await closedTab();
    await a.engine.stop();
    await settle();
    expect(manager.heldNames()).not.toContain(tabLockName('tab-a'));
  });
});
