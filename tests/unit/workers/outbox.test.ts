import { afterEach, describe, expect, it } from 'vitest';
import { createAnalyticsDb } from '../../../workers/db';
import type { AnalyticsDb } from '../../../workers/db';
import {
  DELIVERED_RETENTION_MS,
  ackEvents,
  countPending,
  countTabPending,
  createSeqSource,
  enqueueEvents,
  pruneDelivered,
  takeBatch,
} from '../../../workers/outbox';
import { makeEvent, uniqueDbName } from './fakes';

const NOW = 1_700_000_000_000;
let db: AnalyticsDb;

function open(): AnalyticsDb {
  db = createAnalyticsDb(uniqueDbName('outbox'));
  return db;
}

afterEach(() => db.close());

const ids = (events: { _track_id: number }[]) => events.map((event) => event._track_id);

describe('outbox', () => {
  it('keeps enqueue order across calls and returns the oldest rows first', async () => {
    const d = open();
    const seq = createSeqSource();
    await enqueueEvents(d, [makeEvent(30), makeEvent(10)], 'tab-a', NOW, seq);
    await enqueueEvents(d, [makeEvent(20)], 'tab-a', NOW, seq);
    await enqueueEvents(d, [makeEvent(5)], 'tab-a', NOW + 1, seq);
    expect(ids(await takeBatch(d, 'tab-a', 10))).toEqual([30, 10, 20, 5]);
    expect(ids(await takeBatch(d, 'tab-a', 2))).toEqual([30, 10]);
  });

  it('returns only the rows of the asking tab', async () => {
    const d = open();
    const seq = createSeqSource();
    await enqueueEvents(d, [makeEvent(1)], 'tab-a', NOW, seq);
    await enqueueEvents(d, [makeEvent(2)], 'tab-b', NOW, seq);
    expect(ids(await takeBatch(d, 'tab-b', 10))).toEqual([2]);
    expect(await countTabPending(d, 'tab-a')).toBe(1);
    expect(await countPending(d)).toBe(2);
  });

  it('skips ids already queued by any tab and ids repeated in one call', async () => {
    const d = open();
    const seq = createSeqSource();
    await enqueueEvents(d, [makeEvent(1)], 'tab-a', NOW, seq);
    const added = await enqueueEvents(
      d,
      [makeEvent(1), makeEvent(2), makeEvent(2)],
      'tab-b',
      NOW,
      seq,
    );
    expect(added).toBe(1);
    expect(ids(await takeBatch(d, 'tab-a', 10))).toEqual([1]);
    expect(ids(await takeBatch(d, 'tab-b', 10))).toEqual([2]);
  });

  it('ack removes rows and remembers them, so a replay is not queued again', async () => {
    const d = open();
    const seq = createSeqSource();
    await enqueueEvents(d, [makeEvent(1), makeEvent(2)], 'tab-a', NOW, seq);
    await ackEvents(d, [1], NOW);
    expect(ids(await takeBatch(d, 'tab-a', 10))).toEqual([2]);
    expect(await enqueueEvents(d, [makeEvent(1)], 'tab-a', NOW, seq)).toBe(0);
    expect(await d.delivered.get(1)).toEqual({ _track_id: 1, at: NOW });
  });

  it('forgets delivered ids after the retention window', async () => {
    const d = open();
    const seq = createSeqSource();
    await ackEvents(d, [1], NOW);
    await ackEvents(d, [2], NOW + 1000);
    expect(await pruneDelivered(d, NOW + DELIVERED_RETENTION_MS + 500)).toBe(1);
    expect(await enqueueEvents(d, [makeEvent(1), makeEvent(2)], 'tab-a', NOW, seq)).toBe(1);
  });
});

describe('createSeqSource', () => {
  it('is strictly increasing even when the clock stands still or steps back', () => {
    const seq = createSeqSource();
    const values = [seq(NOW), seq(NOW), seq(NOW - 5), seq(NOW + 1)];
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
  });
});
