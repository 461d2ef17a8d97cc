// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  EngineOptions,
  EngineResult,
  FlushReason,
  TrackedEvent,
} from '../../../src/sdk/core/engine-protocol';
import { SpillStore } from '../../../src/sdk/spill-store';
import type { EngineLike } from '../../../src/sdk/engine-port';
import { HELD_LIMIT, WorkerClient } from '../../../src/sdk/worker-client';

const options: EngineOptions = {
  serverUrl: 'http://x/sa',
  sendType: 'batch',
  sendIntervalMs: 6000,
  storageLength: 200,
  dataSendTimeoutMs: 8000,
  tabId: 'tab-a',
  dbName: 'test',
};

function event(id: number): TrackedEvent {
  return {
    _track_id: id,
    type: 'track',
    event: 'e',
    distinct_id: 'd',
    lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
    properties: {},
    time: id,
  };
}

/** A fake engine whose enqueue answers only when the test says so. */
class FakeEngine implements EngineLike {
  enqueued: TrackedEvent[][] = [];
  flushed: FlushReason[] = [];
  private resolvers: Array<(result: EngineResult) => void> = [];
  start = vi.fn(async (): Promise<EngineResult> => ({ ok: true }));
  enqueue(events: TrackedEvent[]): Promise<EngineResult> {
    this.enqueued.push(events);
    return new Promise((resolve) => this.resolvers.push(resolve));
  }
  async flush(reason: FlushReason) {
    this.flushed.push(reason);
    return { sent: 0, pending: 0, failed: false };
  }
  ackAll(result: EngineResult = { ok: true }): void {
    for (const resolve of this.resolvers.splice(0)) resolve(result);
  }
}

const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('WorkerClient', () => {
  let engine: FakeEngine;
  beforeEach(() => {
    localStorage.clear();
    engine = new FakeEngine();
  });
  afterEach(() => vi.useRealTimers());

  it('coalesces N track() calls of one tick into ONE enqueue', async () => {
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
    });
    for (let i = 1; i <= 50; i += 1) client.send(event(i));
    await settle();
    expect(engine.enqueued).toHaveLength(1);
    expect(engine.enqueued[0]?.map((e) => e._track_id)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    client.send(event(51));
    await settle();
    expect(engine.enqueued).toHaveLength(2);
  });

  it('starts the engine with the given options', () => {
    new WorkerClient({ engine, engineOptions: options, spill: new SpillStore('tab-a') });
    expect(engine.start).toHaveBeenCalledWith(options);
  });

  it('keeps events unacknowledged until enqueue resolves, then runs their callbacks', async () => {
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
    });
    const durable = vi.fn();
    client.send(event(1), durable);
    await settle();
    expect(client.unacknowledged().map((e) => e._track_id)).toEqual([1]);
    expect(durable).not.toHaveBeenCalled();
    engine.ackAll();
    await settle();
    expect(client.unacknowledged()).toEqual([]);
    expect(durable).toHaveBeenCalledOnce();
  });

  it('at pagehide spills in-flight and unposted events synchronously and asks for a flush', async () => {
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
    });
    client.send(event(1));
    await settle(); // posted, not acknowledged
    client.send(event(2)); // not posted yet
    client.hide('pagehide');
    const spilled = JSON.parse(
      localStorage.getItem('sensorsdata_spill_tab-a') ?? '[]',
    ) as TrackedEvent[];
    expect(spilled.map((e) => e._track_id)).toEqual([1, 2]);
    await settle();
    expect(engine.flushed).toEqual(['pagehide']);
    engine.ackAll();
    await settle();
    expect(localStorage.getItem('sensorsdata_spill_tab-a')).toBeNull();
  });

  it('after a hide whose events were all acknowledged, later batches write no spill', async () => {
    const spill = new SpillStore('tab-a');
    const client = new WorkerClient({ engine, engineOptions: options, spill });
    client.send(event(1));
    await settle();
    client.hide('visibility');
    engine.ackAll();
    await settle();
    const writes = vi.spyOn(spill, 'write');
    client.send(event(2));
    await settle();
    engine.ackAll();
    await settle();
    expect(writes).not.toHaveBeenCalled();
  });

  it('at next start replays earlier spills through enqueue and clears them after the ack', async () => {
    localStorage.setItem(
      'sensorsdata_spill_old',
      JSON.stringify([event(7), event(8), { junk: true }]),
    );
    new WorkerClient({ engine, engineOptions: options, spill: new SpillStore('tab-b') });
    await settle();
    expect(engine.enqueued).toHaveLength(1);
    expect(engine.enqueued[0]?.map((e) => e._track_id)).toEqual([7, 8]);
    expect(localStorage.getItem('sensorsdata_spill_old')).not.toBeNull();
    engine.ackAll();
    await settle();
    expect(localStorage.getItem('sensorsdata_spill_old')).toBeNull();
  });

  it('keeps a spill whose replay failed', async () => {
    localStorage.setItem('sensorsdata_spill_old', JSON.stringify([event(7)]));
    new WorkerClient({ engine, engineOptions: options, spill: new SpillStore('tab-b') });
    await settle();
    engine.ackAll({ ok: false, error: 'storage' });
    await settle();
    expect(localStorage.getItem('sensorsdata_spill_old')).not.toBeNull();
  });

  it('re-posts a batch the engine could not take, after a delay', async () => {
    vi.useFakeTimers();
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
      retryDelayMs: 100,
    });
    client.send(event(1));
    await settle();
    engine.ackAll({ ok: false, error: 'closed' });
    await settle();
    expect(engine.enqueued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(engine.enqueued).toHaveLength(2);
    expect(client.unacknowledged().map((e) => e._track_id)).toEqual([1]);
  });

  it('drain hands every unacknowledged event over and stops posting', async () => {
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
    });
    client.send(event(1));
    await settle();
    client.send(event(2));
    expect(client.drain().map((e) => e._track_id)).toEqual([1, 2]);
    await settle();
    expect(engine.enqueued).toHaveLength(1);
  });

  it('keeps events the engine holds only in memory in the pagehide spill until it reports IndexedDB', async () => {
    const spill = new SpillStore('tab-a');
    const client = new WorkerClient({ engine, engineOptions: options, spill });
    const spilled = () =>
      (JSON.parse(localStorage.getItem('sensorsdata_spill_tab-a') ?? '[]') as TrackedEvent[]).map(
        (e) => e._track_id,
      );
    client.send(event(1));
    await settle();
    engine.ackAll({ ok: true, stored: 'memory' });
    await settle();
    client.send(event(2));
    await settle();
    client.hide('pagehide');
    expect(spilled()).toEqual([1, 2]);
    engine.ackAll({ ok: true, stored: 'memory' });
    await settle();
    expect(spilled()).toEqual([1, 2]);
    client.send(event(3));
    await settle();
    engine.ackAll({ ok: true, stored: 'indexeddb' });
    await settle();
    expect(localStorage.getItem('sensorsdata_spill_tab-a')).toBeNull();
  });

  it(`keeps at most ${HELD_LIMIT} memory-held events for the spill`, async () => {
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
      chunkSize: 5000,
    });
    for (let i = 1; i <= HELD_LIMIT + 5; i += 1) client.send(event(i));
    await settle();
    engine.ackAll({ ok: true, stored: 'memory' });
    await settle();
    client.hide('pagehide');
    const spilled = JSON.parse(
      localStorage.getItem('sensorsdata_spill_tab-a') ?? '[]',
    ) as TrackedEvent[];
    expect(spilled).toHaveLength(HELD_LIMIT);
    expect(spilled[0]?._track_id).toBe(6);
  });

  it('replays a spill another tab writes while this one lives, removing it after the ack', async () => {
    new WorkerClient({ engine, engineOptions: options, spill: new SpillStore('tab-b') });
    await settle();
    const raw = JSON.stringify([event(9)]);
    localStorage.setItem('sensorsdata_spill_closed', raw);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'sensorsdata_spill_closed', newValue: raw }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: raw }));
    await settle();
    expect(engine.enqueued.map((batch) => batch.map((e) => e._track_id))).toEqual([[9]]);
    expect(localStorage.getItem('sensorsdata_spill_closed')).toBe(raw);
    engine.ackAll();
    await settle();
    expect(localStorage.getItem('sensorsdata_spill_closed')).toBeNull();
  });

  it('drops events the engine rejects as unsendable instead of retrying them forever', async () => {
    vi.useFakeTimers();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new WorkerClient({
      engine,
      engineOptions: options,
      spill: new SpillStore('tab-a'),
      retryDelayMs: 100,
    });
    const durable = vi.fn();
    client.send(event(1), durable);
    await settle();
    engine.ackAll({ ok: false, error: 'not JSON', permanent: true });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(engine.enqueued).toHaveLength(1);
    expect(client.unacknowledged()).toEqual([]);
    expect(durable).toHaveBeenCalledOnce();
    expect(warnings.mock.calls.some(([, text]) => /dropped/.test(String(text)))).toBe(true);
    warnings.mockRestore();
  });

  describe('chunked handoff', () => {
    function chunked() {
      const tasks: Array<() => void> = [];
      const client = new WorkerClient({
        engine,
        engineOptions: options,
        spill: new SpillStore('tab-a'),
        chunkSize: 250,
        nextTask: (task) => tasks.push(task),
      });
      return { client, tasks };
    }
    const ids = (events: TrackedEvent[] | undefined) => events?.map((e) => e._track_id) ?? [];
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);

    it('posts a burst in chunks of at most 250, one per task, in order', async () => {
      const { client, tasks } = chunked();
      for (let i = 1; i <= 600; i += 1) client.send(event(i));
      await settle();
      expect(engine.enqueued.map((batch) => batch.length)).toEqual([250]);
      tasks.shift()?.();
      await settle();
      tasks.shift()?.();
      await settle();
      expect(tasks).toHaveLength(0);
      expect(engine.enqueued.map(ids)).toEqual([range(1, 250), range(251, 500), range(501, 600)]);
    });

    it("runs each event's callback when its own chunk is durable", async () => {
      const { client, tasks } = chunked();
      const early = vi.fn();
      const late = vi.fn();
      for (let i = 1; i <= 300; i += 1) {
        client.send(event(i), i === 1 ? early : i === 300 ? late : undefined);
      }
      await settle();
      engine.ackAll();
      await settle();
      expect(early).toHaveBeenCalledOnce();
      expect(late).not.toHaveBeenCalled();
      tasks.shift()?.();
      await settle();
      engine.ackAll();
      await settle();
      expect(late).toHaveBeenCalledOnce();
    });

    it('at pagehide hands every chunk over at once and spills them all', async () => {
      const { client } = chunked();
      for (let i = 1; i <= 600; i += 1) client.send(event(i));
      client.hide('pagehide');
      const spilled = JSON.parse(
        localStorage.getItem('sensorsdata_spill_tab-a') ?? '[]',
      ) as TrackedEvent[];
      expect(ids(spilled)).toEqual(range(1, 600));
      await settle(); // no later task is needed
      expect(engine.enqueued.map((batch) => batch.length)).toEqual([250, 250, 100]);
    });

    it('puts the common properties under the own ones when an event leaves', async () => {
      const { client } = chunked();
      const common = { $url: 'https://a.example/', platform_type: 'H5' };
      client.send({ ...event(1), properties: { price: 3, $url: 'own' } }, undefined, common);
      client.send({ ...event(2), properties: {} }, undefined, common);
      await settle();
      expect(engine.enqueued[0]?.map((e) => e.properties)).toEqual([
        { $url: 'own', platform_type: 'H5', price: 3 },
        { $url: 'https://a.example/', platform_type: 'H5' },
      ]);
      expect(Object.keys(engine.enqueued[0]?.[0]?.properties ?? {})).toEqual([
        '$url',
        'platform_type',
        'price',
      ]);
    });
  });
});
