import { describe, expect, it } from 'vitest';
import { createMemoryQueue } from '../../../workers/memory-queue';
import { makeEvent } from './fakes';

const ids = (events: { _track_id: number }[]) => events.map((event) => event._track_id);

describe('createMemoryQueue', () => {
  it('returns events oldest first, at most the limit', () => {
    const queue = createMemoryQueue();
    queue.add([makeEvent(3), makeEvent(1)]);
    queue.add([makeEvent(2)]);
    expect(ids(queue.take(2))).toEqual([3, 1]);
    expect(queue.size()).toBe(3);
  });

  it('drops and counts what exceeds the capacity', () => {
    const queue = createMemoryQueue(2);
    expect(queue.add([makeEvent(1), makeEvent(2), makeEvent(3)])).toEqual({ added: 2, dropped: 1 });
    expect(ids(queue.take(10))).toEqual([1, 2]);
  });

  it('skips ids already held or acknowledged', () => {
    const queue = createMemoryQueue();
    queue.add([makeEvent(1), makeEvent(2)]);
    queue.ack([1]);
    expect(queue.add([makeEvent(1), makeEvent(2), makeEvent(4)])).toEqual({ added: 1, dropped: 0 });
    expect(ids(queue.take(10))).toEqual([2, 4]);
  });

  it('drain hands over everything in order and empties the queue', () => {
    const queue = createMemoryQueue();
    queue.add([makeEvent(5), makeEvent(6)]);
    expect(ids(queue.drain())).toEqual([5, 6]);
    expect(queue.size()).toBe(0);
  });
});
