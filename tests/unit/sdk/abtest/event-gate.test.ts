import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from '../../../../src/sdk/core/engine-protocol';
import { gateTransport } from '../../../../src/sdk/event-gate';
import type { Transport } from '../../../../src/sdk/transport';

function event(id: number): TrackedEvent {
  return {
    _track_id: id,
    type: 'track',
    event: 'E',
    distinct_id: 'd',
    lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
    properties: {},
    time: id,
  };
}

function recorder() {
  const sent: number[] = [];
  const calls: string[] = [];
  const inner: Transport = {
    send: (e) => void sent.push(e._track_id),
    flush: (reason) => void calls.push(`flush:${reason}`),
    hide: (reason) => void calls.push(`hide:${reason}:${sent.length}`),
  };
  return { inner, sent, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('gateTransport (events wait for a pending A/B decision)', () => {
  it('passes events straight through when nothing holds them', () => {
    const r = recorder();
    gateTransport(r.inner).send(event(1));
    expect(r.sent).toEqual([1]);
  });

  it('holds events in order until the last hold is released', () => {
    const r = recorder();
    const gate = gateTransport(r.inner);
    const first = gate.hold();
    const second = gate.hold();
    gate.send(event(1));
    gate.send(event(2));
    first();
    first(); // idempotent
    expect(r.sent).toEqual([]);
    second();
    expect(r.sent).toEqual([1, 2]);
    gate.send(event(3));
    expect(r.sent).toEqual([1, 2, 3]);
  });

  it('never holds longer than its bound', () => {
    const r = recorder();
    const gate = gateTransport(r.inner, 1000);
    gate.hold();
    gate.send(event(1));
    vi.advanceTimersByTime(999);
    expect(r.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(r.sent).toEqual([1]);
  });

  it('hands held events on before the page hides (they must reach the spill)', () => {
    const r = recorder();
    const gate = gateTransport(r.inner);
    gate.hold();
    gate.send(event(1));
    gate.hide('pagehide');
    expect(r.calls).toEqual(['hide:pagehide:1']);
  });
});
