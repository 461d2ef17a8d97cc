import { IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { createAnalyticsDb } from '../../../workers/db';
import type { AnalyticsDb } from '../../../workers/db';
import { MEMORY_QUEUE_CAPACITY } from '../../../workers/memory-queue';
import { createHarness } from './engine-harness';
import { makeEvent, sentIds, uniqueDbName } from './fakes';

const stops: (() => Promise<void>)[] = [];
let warnings: MockInstance<typeof console.warn>;

beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  vi.restoreAllMocks();
});

/** An engine whose database the test can reach (to close or break it). */
async function withReachableDb() {
  let db: AnalyticsDb | undefined;
  const harness = createHarness({
    dbName: uniqueDbName('storage'),
    createDb: (name) => (db = createAnalyticsDb(name)),
  });
  await harness.engine.start(harness.options);
  stops.push(() => harness.engine.stop());
  if (!db) throw new Error('engine did not open its database');
  return { ...harness, db };
}

/** An engine where IndexedDB cannot be opened at all. */
async function withBrokenIndexedDb() {
  const broken = {
    open: () => {
      throw new DOMException('IndexedDB is disabled in this WebView', 'InvalidStateError');
    },
  };
  const harness = createHarness({
    dbName: uniqueDbName('broken'),
    createDb: (name) => createAnalyticsDb(name, { indexedDB: broken, IDBKeyRange }),
  });
  expect(await harness.engine.start(harness.options)).toEqual({ ok: true });
  stops.push(() => harness.engine.stop());
  return harness;
}

const warned = (pattern: RegExp) =>
  warnings.mock.calls.some(([message]) => pattern.test(String(message)));

describe('engine storage trouble', () => {
  it('reopens a database closed under it and loses nothing', async () => {
    const { engine, network, db } = await withReachableDb();
    await engine.enqueue([makeEvent(1)]);
    db.close();
    expect(await engine.enqueue([makeEvent(2)])).toEqual({ ok: true, stored: 'indexeddb' });
    expect(await engine.stats()).toMatchObject({ pending: 2, storage: 'indexeddb' });
    db.close();
    await engine.flush('manual');
    expect(sentIds(network.requests)).toEqual([1, 2]);
    expect(await engine.stats()).toMatchObject({ pending: 0, dropped: 0, storage: 'indexeddb' });
    expect(warned(/^\[sensors-worker\] storing events failed, reopening IndexedDB once/)).toBe(
      true,
    );
  });

  it('keeps events in memory and sends them when IndexedDB cannot be opened', async () => {
    const { engine, network } = await withBrokenIndexedDb();
    expect(await engine.stats()).toMatchObject({ storage: 'memory' });
    expect(await engine.enqueue([makeEvent(1), makeEvent(2)])).toEqual({
      ok: true,
      stored: 'memory',
    });
    expect(await engine.stats()).toEqual({
      pending: 2,
      delivered: 0,
      dropped: 0,
      storage: 'memory',
    });
    expect(await engine.flush('manual')).toEqual({ sent: 2, pending: 0, failed: false });
    // Nothing is held in memory any more: the page need not keep anything.
    expect(await engine.enqueue([makeEvent(1)])).toEqual({ ok: true, stored: 'indexeddb' });
    await engine.flush('manual');
    expect(sentIds(network.requests)).toEqual([1, 2]);
    expect(warned(/^\[sensors-worker\] IndexedDB cannot be opened; keeping events in memory/)).toBe(
      true,
    );
  });

  it('counts events beyond the memory capacity as dropped, without throwing', async () => {
    const { engine } = await withBrokenIndexedDb();
    const events = Array.from({ length: MEMORY_QUEUE_CAPACITY + 2 }, (_, index) =>
      makeEvent(index + 1),
    );
    expect(await engine.enqueue(events)).toEqual({
      ok: false,
      error: '2 events dropped: no storage could hold them',
    });
    expect(await engine.stats()).toMatchObject({
      pending: MEMORY_QUEUE_CAPACITY,
      dropped: 2,
      storage: 'memory',
    });
  });

  it('falls back to memory when writes keep failing, and returns to IndexedDB later', async () => {
    const { engine, network, db, clock } = await withReachableDb();
    await clock.runDue();
    const quota = vi
      .spyOn(db.outbox, 'bulkAdd')
      .mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));
    expect(await engine.enqueue([makeEvent(1)])).toEqual({ ok: true, stored: 'memory' });
    expect(await engine.stats()).toMatchObject({ pending: 1, storage: 'memory' });
    quota.mockRestore();
    expect(await engine.enqueue([makeEvent(2)])).toEqual({ ok: true, stored: 'memory' });
    clock.advance(6000);
    await clock.runDue(); // the tick reopens IndexedDB, moves memory back, then flushes
    expect(sentIds(network.requests)).toEqual([1, 2]);
    expect(await engine.stats()).toMatchObject({ pending: 0, storage: 'indexeddb' });
    expect(await engine.enqueue([makeEvent(3)])).toEqual({ ok: true, stored: 'indexeddb' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('reports IndexedDB again only once the rows held in memory are durable there', async () => {
    const { engine, network, db, clock } = await withReachableDb();
    await clock.runDue();
    const quota = vi
      .spyOn(db.outbox, 'bulkAdd')
      .mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));
    expect(await engine.enqueue([makeEvent(1), makeEvent(2)])).toMatchObject({ stored: 'memory' });
    quota.mockRestore();
    clock.advance(6000);
    await clock.runDue();
    expect(await engine.enqueue([makeEvent(3)])).toEqual({ ok: true, stored: 'indexeddb' });
    expect(await engine.stats()).toMatchObject({ storage: 'indexeddb' });
    const durable = (await db.outbox.toArray()).map((row) => row._track_id);
    const sent = sentIds(network.requests);
    expect([...durable, ...sent].sort()).toEqual([1, 2, 3]);
  });
});
