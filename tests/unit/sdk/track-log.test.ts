// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityState } from '../../../src/sdk/core/identity';
import { createSensors } from '../../../src/sdk/sensors';
import { TrackLog } from '../../../src/sdk/track-log';
import { clearCookies, FakeTransport, nextMicrotask } from './fake-transport';

const who = (id: string): IdentityState => ({ distinct_id: id }) as unknown as IdentityState;
/** Stands in for the full data rules: marks what went through it. */
const normalize = (props: unknown) => ({ normalized: String(props) });

describe('TrackLog', () => {
  it('gives back every record in order with the name, time, identity and common of its call', () => {
    const log = new TrackLog(normalize);
    const [a, b] = [who('a'), who('b')];
    const [c1, c2] = [{ c: 1 }, { c: 2 }];
    expect(log.push('e1', { n: 1 }, 10, a, c1)).toBe(true);
    expect(log.push('e1', { n: 2 }, 10, a, c1)).toBe(false);
    log.push('e2', { n: 3 }, 10, a, c1);
    log.push('e2', { n: 4 }, 11, a, c1);
    log.push('e2', { n: 5 }, 11, b, c1);
    log.push('e2', { n: 6 }, 11, b, c2);
    const seen: unknown[] = [];
    log.drain((name, props, time, identity, common) =>
      seen.push([name, props.n, time, identity.distinct_id, common.c]),
    );
    expect(seen).toEqual([
      ['e1', 1, 10, 'a', 1],
      ['e1', 2, 10, 'a', 1],
      ['e2', 3, 10, 'a', 1],
      ['e2', 4, 11, 'a', 1],
      ['e2', 5, 11, 'b', 1],
      ['e2', 6, 11, 'b', 2],
    ]);
  });

  it('is empty after a drain and starts a new batch', () => {
    const log = new TrackLog(normalize);
    log.push('e', {}, 1, who('a'), {});
    log.drain(() => undefined);
    const build = vi.fn();
    log.drain(build);
    expect(build).not.toHaveBeenCalled();
    expect(log.push('e', {}, 1, who('a'), {})).toBe(true);
  });

  it('runs the full rules at call time for properties it cannot capture', () => {
    const log = new TrackLog(normalize);
    log.push('e', 'text', 1, who('a'), {});
    log.push('e', { kept: true }, 1, who('a'), {});
    const seen: unknown[] = [];
    log.drain((_name, props) => seen.push(props));
    expect(seen).toEqual([{ normalized: 'text' }, { kept: true }]);
  });

  it('records pushed while draining, or a drain asked for meanwhile, come after the batch', () => {
    const log = new TrackLog(normalize);
    log.push('outer', { n: 1 }, 1, who('a'), {});
    log.push('outer', { n: 2 }, 1, who('a'), {});
    const seen: unknown[] = [];
    log.drain((name, props) => {
      seen.push([name, props.n]);
      if (props.n === 1) {
        expect(log.push('inner', { n: 3 }, 2, who('a'), {})).toBe(true);
        log.drain(() => seen.push('nested drain'));
      }
    });
    expect(seen).toEqual([
      ['outer', 1],
      ['outer', 2],
      ['inner', 3],
    ]);
    log.drain(() => seen.push('again'));
    expect(seen).toHaveLength(3);
  });

  it('a build that throws loses the rest of its batch, and the log goes on', () => {
    const log = new TrackLog(normalize);
    for (const n of [1, 2, 3]) log.push('e', { n }, 1, who('a'), {});
    expect(() =>
      log.drain((_name, props) => {
        if (props.n === 2) throw new Error('build');
      }),
    ).toThrow('build');
    log.push('later', { n: 4 }, 2, who('b'), {});
    const seen: unknown[] = [];
    log.drain((name, props, _time, identity) => seen.push([name, props.n, identity.distinct_id]));
    expect(seen).toEqual([['later', 4, 'b']]);
  });
});

describe('track() built at the end of the task', () => {
  let clock = 1_700_000_000_000;
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  function start() {
    const transport = new FakeTransport();
    const sensors = createSensors({ createTransport: () => transport, now: () => clock });
    sensors.init({ server_url: 'http://127.0.0.1/sa' });
    return { sensors, transport };
  }

  it('captures the properties, time, page properties and identity at call time', async () => {
    const { sensors, transport } = start();
    const props = { price: 1, tags: ['a'] };
    sensors.track('buy', props);
    props.price = 2;
    props.tags.push('b');
    clock += 5;
    sensors.registerPage({ channel: 'later' });
    sensors.login('u1');
    expect(transport.named('buy')).toHaveLength(1); // login hands the log on first
    await nextMicrotask();
    const [event] = transport.named('buy');
    expect(event?.properties).toMatchObject({ price: 1, tags: ['a'] });
    expect(event?.properties).not.toHaveProperty('channel');
    expect(event?.time).toBe(clock - 5);
    expect(event?.login_id).toBeUndefined();
    expect(transport.events.map((e) => e.event ?? e.type)).toEqual(['buy', '$SignUp']);
  });

  it('keeps call order with callbacks and hands everything on before a page hide', async () => {
    const { sensors, transport } = start();
    sensors.track('a');
    sensors.track('b', {}, () => undefined);
    sensors.track('c');
    expect(transport.events.map((e) => e.event)).toEqual(['a', 'b']);
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.events.map((e) => e.event)).toEqual(['a', 'b', 'c']);
    expect(transport.hides).toEqual(['pagehide']);
    await nextMicrotask();
    expect(transport.events).toHaveLength(3);
  });

  it('logs the data-rule warnings by the end of the task, in key order', async () => {
    const { sensors } = start();
    sensors.track('buy', { 'bad name': 1, long: 'x'.repeat(501), thrower: throwing });
    await nextMicrotask();
    expect(vi.mocked(console.warn).mock.calls).toEqual([
      ['[sensors]', 'bad name is invalid'],
      ['[sensors]', 'long length is longer than 500'],
      ['[sensors]', 'thrower is invalid'],
    ]);
  });

  it('captures values at call time: later changes by the caller do not reach the event', async () => {
    const { sensors, transport } = start();
    const listed = new Date(2026, 10, 23, 9, 30, 0, 7);
    const tags = ['二手'];
    const seller = { level: 1, shop: { open: true } };
    const flat = { city: '上海' };
    let calls = 0;
    const counter = () => (calls += 1);
    sensors.track('buy', { listed, tags, seller, flat, counter });
    listed.setFullYear(2000);
    tags.push('later');
    seller.level = 2;
    seller.shop.open = false;
    flat.city = '杭州';
    counter();
    await nextMicrotask();
    expect(transport.named('buy')[0]?.properties).toMatchObject({
      listed: '2026-11-23 09:30:00.007',
      tags: ['二手'],
      seller: '{"level":1,"shop":{"open":true}}',
      flat: '{"city":"上海"}',
      counter: 1,
    });
    expect(calls).toBe(2);
  });
});

function throwing(): never {
  throw new Error('boom');
}
