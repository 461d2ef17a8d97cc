import { describe, expect, it, vi } from 'vitest';
import type { SendType } from '../../../src/sdk/core/engine-protocol';
import { createSender } from '../../../workers/delivery/senders';
import { createFakeClock, createFakeFetch, decodeBody, makeEvent } from './fakes';
import type { FakeReply } from './fakes';

const SERVER = 'http://127.0.0.1:9/sa';

function setup(sendType: SendType, replies: FakeReply[] = ['ok']) {
  const clock = createFakeClock();
  const network = createFakeFetch(replies);
  const sender = createSender(
    { fetch: network.fetch, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout },
    { serverUrl: SERVER, sendType, timeoutMs: 8000 },
  );
  return { clock, network, sender };
}

const events = [makeEvent(11), makeEvent(12), makeEvent(13)];

describe('createSender', () => {
  it('batch: one form POST with all events, acked on 2xx', async () => {
    const { network, sender } = setup('batch');
    await expect(sender(events)).resolves.toEqual({ acked: [11, 12, 13], error: null });
    expect(network.requests).toHaveLength(1);
    const [request] = network.requests;
    expect(request?.url).toBe(SERVER);
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(request?.init.keepalive).toBe(false);
    expect(decodeBody(request?.body ?? '')).toEqual(events);
  });

  it('beacon falls back to a keepalive batch POST in the worker', async () => {
    const { network, sender } = setup('beacon');
    await sender(events);
    expect(network.requests[0]?.init.keepalive).toBe(true);
    expect(new URLSearchParams(network.requests[0]?.body).has('data_list')).toBe(true);
  });

  it('beacon drops keepalive for bodies over the 64 KiB keepalive quota', async () => {
    const { network, sender } = setup('beacon');
    await sender([makeEvent(1, { blob: 'x'.repeat(70_000) })]);
    expect(network.requests[0]?.init.keepalive).toBe(false);
  });

  it.each(['ajax', 'image'] as const)(
    '%s: one single-event POST per event, in order',
    async (type) => {
      const { network, sender } = setup(type);
      await expect(sender(events)).resolves.toEqual({ acked: [11, 12, 13], error: null });
      expect(network.requests.map((request) => decodeBody(request.body)[0]?._track_id)).toEqual([
        11, 12, 13,
      ]);
      expect(network.requests[0]?.body).toMatch(/^data=[^&]+&ext=crc%3D-?\d+$/);
    },
  );

  it('single sender stops at the first failure and acks only what got a 2xx', async () => {
    const { network, sender } = setup('ajax', ['ok', 'http500', 'ok']);
    await expect(sender(events)).resolves.toEqual({
      acked: [11],
      error: 'receiver answered HTTP 500',
    });
    expect(network.requests).toHaveLength(2);
  });

  it.each([
    ['http500', 'receiver answered HTTP 500'],
    ['network', 'network error (TypeError: Failed to fetch)'],
  ] as const)('batch %s acks nothing', async (reply, error) => {
    const { sender } = setup('batch', [reply]);
    await expect(sender(events)).resolves.toEqual({ acked: [], error });
  });

  it('aborts after the 8 s data send timeout and acks nothing', async () => {
    const { clock, network, sender } = setup('batch', ['hang']);
    const pending = sender(events);
    await vi.waitFor(() => expect(network.requests).toHaveLength(1));
    expect(clock.delays()).toEqual([8000]);
    clock.advance(8000);
    await clock.runDue();
    await expect(pending).resolves.toEqual({ acked: [], error: 'no answer within 8000 ms' });
  });

  it('clears its timeout once the receiver answered', async () => {
    const { clock, sender } = setup('batch');
    await sender(events);
    expect(clock.delays()).toEqual([]);
  });
});
