import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsDb } from '../../../workers/db';
import { createHarness } from './engine-harness';
import type { HarnessConfig } from './engine-harness';
import { decodeBody, makeEvent, sentIds, uniqueDbName } from './fakes';

const stops: (() => Promise<void>)[] = [];

async function started(config: Omit<HarnessConfig, 'dbName'> = {}) {
  const harness = createHarness({ dbName: uniqueDbName('engine'), ...config });
  expect(await harness.engine.start(harness.options)).toEqual({ ok: true });
  stops.push(() => harness.engine.stop());
  // The first tick (due at once) writes the heartbeat and schedules the next.
  await harness.clock.runDue();
  return harness;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  vi.restoreAllMocks();
});

describe('engine delivery', () => {
  it('keeps the order of enqueue chunks posted back to back (the page splits bursts)', async () => {
    const { engine, network } = await started({ options: { storageLength: 1000 } });
    const ids = Array.from({ length: 600 }, (_, i) => i + 1);
    const chunks = [ids.slice(0, 250), ids.slice(250, 500), ids.slice(500)];
    // Not awaited one by one: the messages arrive while earlier ones are still being stored.
    const results = await Promise.all(
      chunks.map((chunk) => engine.enqueue(chunk.map((id) => makeEvent(id)))),
    );
    expect(results).toEqual(Array.from({ length: 3 }, () => ({ ok: true, stored: 'indexeddb' })));
    await engine.flush('manual');
    expect(sentIds(network.requests)).toEqual(ids);
  });

  it('sends batches of storageLength rows, oldest first, across enqueue calls', async () => {
    const { engine, network } = await started({ options: { storageLength: 3 } });
    await engine.enqueue([makeEvent(1), makeEvent(2)]);
    await engine.enqueue([makeEvent(3), makeEvent(4), makeEvent(5), makeEvent(6), makeEvent(7)]);
    await engine.flush('manual');
    expect(network.requests.map((request) => decodeBody(request.body).length)).toEqual([3, 3, 1]);
    expect(sentIds(network.requests)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await engine.stats()).toEqual({
      pending: 0,
      delivered: 7,
      dropped: 0,
      storage: 'indexeddb',
    });
  });

  it('sends a full batch without waiting for the timer', async () => {
    const { engine, network } = await started({ options: { storageLength: 2 } });
    await engine.enqueue([makeEvent(1), makeEvent(2)]);
    await vi.waitFor(() => expect(sentIds(network.requests)).toEqual([1, 2]));
  });

  it('flushes on the send interval timer', async () => {
    const { engine, network, clock } = await started();
    await engine.enqueue([makeEvent(1)]);
    expect(network.requests).toHaveLength(0);
    expect(clock.delays()).toEqual([6000]);
    clock.advance(6000);
    await clock.runDue();
    expect(sentIds(network.requests)).toEqual([1]);
  });

  it.each([
    ['manual', 'ajax'],
    ['timer', 'batch'],
  ] as const)('%s flush with %s sends a normal request', async (reason, sendType) => {
    const { engine, network } = await started({ options: { sendType } });
    await engine.enqueue([makeEvent(1)]);
    await engine.flush(reason);
    expect(network.requests.map((request) => request.init.keepalive)).toEqual([false]);
  });

  it.each(['visibility', 'pagehide'] as const)(
    'a %s flush sends nothing: an unload request could land with its ack lost',
    async (reason) => {
      const { engine, network } = await started();
      await engine.enqueue([makeEvent(1)]);
      expect(await engine.flush(reason)).toEqual({ sent: 0, pending: 1, failed: false });
      expect(network.requests).toHaveLength(0);
    },
  );

  it('after its page hid, the worker starts no send (timer, online) until the page shows again', async () => {
    // A worker can outlive its closed page: a send it started then would land with
    // its ack lost, and the page taking the rows over would send them again.
    const { engine, network, clock } = await started();
    await engine.enqueue([makeEvent(1)]);
    await engine.flush('pagehide');
    clock.advance(6000);
    await clock.runDue();
    expect(await engine.flush('online')).toEqual({ sent: 0, pending: 1, failed: false });
    expect(network.requests).toHaveLength(0);
    expect(await engine.flush('pageshow')).toEqual({ sent: 1, pending: 0, failed: false });
    expect(sentIds(network.requests)).toEqual([1]);
  });

  it('a pagehide during a drain stops it before the next batch', async () => {
    const { engine, network } = await started({
      replies: ['held', 'ok'],
      options: { storageLength: 1 },
    });
    await engine.enqueue([makeEvent(1), makeEvent(2), makeEvent(3)]);
    // A full outbox starts a drain by itself; the manual flush queues behind it.
    const draining = engine.flush('manual');
    await vi.waitFor(() => expect(network.requests).toHaveLength(1));
    const hiding = engine.flush('pagehide');
    network.answerHeld();
    await Promise.all([draining, hiding]);
    expect(sentIds(network.requests)).toEqual([1]);
    expect(await engine.stats()).toMatchObject({ pending: 2, delivered: 1 });
  });

  it('stamps _flush_time at send time and keeps the event otherwise unchanged', async () => {
    const { engine, network, clock } = await started({ replies: ['http500', 'ok'] });
    const event = makeEvent(1, { 商品: '二手相机', 描述: '九成新，包邮 😀' });
    await engine.enqueue([event]);
    await engine.flush('manual');
    clock.advance(1234);
    await engine.flush('online');
    const [failed, retried] = network.requests.map((request) => decodeBody(request.body)[0]);
    expect(failed).toEqual({ ...event, _flush_time: clock.now() - 1234 });
    expect(retried).toEqual({ ...event, _flush_time: clock.now() });
  });

  it.each(['http500', 'network'] as const)('keeps rows after a %s answer', async (reply) => {
    const { engine, network } = await started({ replies: [reply] });
    await engine.enqueue([makeEvent(1), makeEvent(2)]);
    expect(await engine.flush('manual')).toEqual({ sent: 0, pending: 2, failed: true });
    network.setReplies(['ok']);
    expect(await engine.flush('online')).toEqual({ sent: 2, pending: 0, failed: false });
    expect(sentIds(network.requests)).toEqual([1, 2, 1, 2]);
  });

  it('keeps rows when the receiver does not answer within the send timeout', async () => {
    const { engine, network, clock } = await started({ replies: ['hang'] });
    await engine.enqueue([makeEvent(1)]);
    const flushing = engine.flush('manual');
    await vi.waitFor(() => expect(network.requests).toHaveLength(1));
    clock.advance(8000);
    await clock.runDue();
    expect(await flushing).toEqual({ sent: 0, pending: 1, failed: true });
  });

  it('does not send an id twice: re-enqueued while queued, or after delivery', async () => {
    const { engine, network } = await started();
    await engine.enqueue([makeEvent(1), makeEvent(2)]);
    expect(await engine.enqueue([makeEvent(2)])).toEqual({ ok: true, stored: 'indexeddb' });
    await engine.flush('manual');
    await engine.enqueue([makeEvent(1), makeEvent(3)]);
    await engine.flush('manual');
    expect(sentIds(network.requests)).toEqual([1, 2, 3]);
  });

  it('backs off exponentially with jitter and resets after a success', async () => {
    const { engine, network, clock } = await started({
      replies: ['http500', 'http500', 'http500', 'ok'],
    });
    await engine.enqueue([makeEvent(1)]);
    await engine.flush('manual');
    // random() = 0.5: delay = step / 2 + 0.5 × step / 2 for steps 1 s, 2 s, 4 s
    const schedule: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [next = 0] = clock.delays();
      schedule.push(next);
      clock.advance(next);
      await clock.runDue();
    }
    expect(schedule).toEqual([750, 1500, 3000]);
    expect(network.requests).toHaveLength(4);
    expect(await engine.stats()).toMatchObject({ pending: 0, delivered: 1 });
    expect(clock.delays()).toEqual([6000]);
  });

  it('timer flushes wait for the backoff; online retries at once', async () => {
    const { engine, network } = await started({ replies: ['network', 'ok'] });
    await engine.enqueue([makeEvent(1)]);
    await engine.flush('manual');
    expect(await engine.flush('timer')).toEqual({ sent: 0, pending: 1, failed: true });
    expect(network.requests).toHaveLength(1);
    expect(await engine.flush('online')).toEqual({ sent: 1, pending: 0, failed: false });
  });

  it('writes the heartbeat on every tick and marks the tab gone on stop', async () => {
    const { engine, clock, options } = await started();
    const probe = createAnalyticsDb(options.dbName);
    clock.advance(6000);
    await clock.runDue();
    expect(await probe.tabs.get('tab-a')).toEqual({ tabId: 'tab-a', heartbeatAt: clock.now() });
    await engine.stop();
    expect(clock.delays()).toEqual([]);
    expect(await probe.tabs.get('tab-a')).toEqual({ tabId: 'tab-a', heartbeatAt: 0 });
    probe.close();
  });
});

describe('engine lifecycle', () => {
  it('refuses invalid options with the spec message', async () => {
    const { engine, options } = createHarness({ dbName: uniqueDbName('engine') });
    expect(await engine.start({ ...options, serverUrl: 'ftp://example.com' })).toEqual({
      ok: false,
      error: 'server_url must be valid',
    });
    expect(await engine.enqueue([makeEvent(1)])).toEqual({
      ok: false,
      error: 'engine not started',
    });
  });

  it('ignores events it could never encode and says so', async () => {
    const { engine, network } = await started();
    const noId = { ...makeEvent(2), _track_id: 'x' as unknown as number };
    const bigint = makeEvent(3, { amount: 10n });
    expect(await engine.enqueue([makeEvent(1), noId, bigint])).toEqual({
      ok: false,
      error: 'events without a numeric _track_id or not JSON were ignored',
      permanent: true,
      stored: 'indexeddb',
    });
    expect(await engine.flush('manual')).toEqual({ sent: 1, pending: 0, failed: false });
    expect(sentIds(network.requests)).toEqual([1]);
  });
});
