// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSensors } from '../../../src/sdk/sensors';
import { clearCookies, FakeTransport, nextMicrotask } from './fake-transport';

const SERVER = { server_url: 'http://127.0.0.1/sa' };
// A fixed clock near real time: cookie expiry is computed from it.
const NOW = Date.now();

function setup(options: Record<string, unknown> = {}) {
  const transport = new FakeTransport();
  const sensors = createSensors({ createTransport: () => transport, now: () => NOW });
  return { sensors, transport, init: () => sensors.init({ ...SERVER, ...options }) };
}

describe('sensors facade', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes not-started → ready and rejects an invalid server_url with the spec message', () => {
    const { sensors } = setup();
    expect(sensors.readyState.state).toBe('not-started');
    sensors.init({ server_url: 'ftp://nope' });
    expect(console.warn).toHaveBeenCalledWith('[sensors]', 'server_url must be valid');
    expect(sensors.readyState.state).toBe('not-started');
    sensors.init(SERVER);
    expect(sensors.readyState.state).toBe('ready');
  });

  it('buffers calls before ready and replays them in order', () => {
    const { sensors, transport, init } = setup();
    sensors.track('first', { n: 1 });
    sensors.registerPage({ platform_type: 'H5' });
    sensors.track('second');
    sensors.setProfile({ age: 3 });
    expect(transport.events).toHaveLength(0);
    init();
    expect(transport.events.map((e) => e.event ?? e.type)).toEqual([
      'first',
      'second',
      'profile_set',
    ]);
    // registerPage was replayed between the two tracks
    expect(transport.events[0]?.properties.platform_type).toBeUndefined();
    expect(transport.events[1]?.properties.platform_type).toBe('H5');
  });

  it('caps the pending buffer at 20 (spec 001 §9)', async () => {
    const { sensors, transport, init } = setup();
    for (let i = 0; i < 25; i += 1) sensors.track(`e${i}`);
    init();
    await nextMicrotask();
    expect(transport.events.map((e) => e.event)).toEqual(
      Array.from({ length: 20 }, (_, i) => `e${i}`),
    );
    expect(console.warn).toHaveBeenCalledWith(
      '[sensors]',
      'track dropped: more than 20 calls before init',
    );
  });

  it('builds track events with presets, page properties, lib and a 53-bit _track_id', async () => {
    const { sensors, transport, init } = setup();
    init();
    sensors.registerPage({ product_line: 'h5-in-app' });
    sensors.track('buy', { price: 12, when: new Date(2024, 0, 2, 3, 4, 5, 6), bad: null });
    await nextMicrotask();
    const [event] = transport.events;
    expect(event).toMatchObject({
      type: 'track',
      event: 'buy',
      time: NOW,
      lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
      properties: {
        price: 12,
        when: '2024-01-02 03:04:05.006',
        product_line: 'h5-in-app',
        $lib: 'js',
        $lib_version: '1.26.2',
        $is_first_day: true,
        $url: location.href,
      },
    });
    expect(event?.properties).not.toHaveProperty('bad');
    expect(Number.isSafeInteger(event?._track_id)).toBe(true);
    expect(event?.distinct_id).toBe(sensors.getDistinctId());
  });

  it('refuses invalid event names with a warning and never throws', () => {
    const { sensors, transport, init } = setup();
    init();
    expect(() => sensors.track('time')).not.toThrow();
    expect(() => sensors.track(42 as unknown as string)).not.toThrow();
    expect(transport.events).toHaveLength(0);
    expect(console.warn).toHaveBeenCalledWith('[sensors]', 'time is invalid');
  });

  it('login sends $SignUp once per change; logout returns to the anonymous id', () => {
    const { sensors, transport, init } = setup();
    init();
    const anonymous = sensors.getDistinctId();
    sensors.login('user-1');
    sensors.login('user-1');
    expect(transport.named('$SignUp')).toHaveLength(1);
    expect(transport.named('$SignUp')[0]).toMatchObject({
      type: 'track_signup',
      distinct_id: 'user-1',
      original_id: anonymous,
      login_id: 'user-1',
    });
    expect(sensors.store.getFirstId()).toBe(anonymous);
    sensors.logout();
    expect(sensors.getDistinctId()).toBe(anonymous);
  });

  it('persists identity in the sensorsdata2015jssdkcross cookie across instances (reloads)', () => {
    const first = setup();
    first.init();
    first.sensors.login('user-9');
    expect(document.cookie).toContain('sensorsdata2015jssdkcross=');
    const second = setup();
    second.init();
    expect(second.sensors.getDistinctId()).toBe('user-9');
    expect(second.sensors.getAnonymousID()).toBe(first.sensors.getAnonymousID());
  });

  it('bind and unbind send $BindID / $UnbindID', () => {
    const { sensors, transport, init } = setup();
    init();
    sensors.bind('$identity_mobile', '13800000001');
    sensors.bind('$identity_cookie_id', 'x');
    sensors.unbind('$identity_mobile', '13800000001');
    expect(transport.events.map((e) => [e.type, e.event])).toEqual([
      ['track_id_bind', '$BindID'],
      ['track_id_unbind', '$UnbindID'],
    ]);
    expect(transport.events[0]?.identities).toMatchObject({ $identity_mobile: '13800000001' });
    expect(transport.events[1]?.identities).toEqual({ $identity_mobile: '13800000001' });
  });

  it('profile and item calls', () => {
    const { sensors, transport, init } = setup();
    init();
    sensors.setOnceProfile({ first: 'a' });
    sensors.appendProfile({ tags: 'x', bad: 3 });
    sensors.incrementProfile({ count: 2, bad: 'x' });
    sensors.unsetProfile(['gone']);
    sensors.deleteProfile();
    sensors.setItem('goods', 'g1', { name: 'phone' });
    sensors.deleteItem('goods', 'g1');
    sensors.setItem('event', 'g1');
    expect(transport.events.map((e) => [e.type, e.properties])).toEqual([
      ['profile_set_once', { first: 'a' }],
      ['profile_append', { tags: ['x'] }],
      ['profile_increment', { count: 2 }],
      ['profile_unset', { gone: true }],
      ['profile_delete', {}],
      ['item_set', { name: 'phone' }],
      ['item_delete', {}],
    ]);
  });

  it('calls the track callback at the 200 ms callback timeout when the event is not yet durable', () => {
    vi.useFakeTimers();
    const { sensors, transport, init } = setup();
    init();
    const callback = vi.fn();
    sensors.track('buy', {}, callback);
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    transport.durable.forEach((done) => done());
    expect(callback).toHaveBeenCalledOnce();
  });

  it('calls the track callback as soon as the event is durable, once', () => {
    vi.useFakeTimers();
    const { sensors, transport, init } = setup();
    init();
    const callback = vi.fn();
    sensors.track('buy', {}, callback);
    transport.durable.forEach((done) => done());
    expect(callback).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('use() calls plugin.init(instance, options)', () => {
    const { sensors, init } = setup();
    const plugin = { plugin_name: 'P', init: vi.fn() };
    init();
    expect(sensors.use(plugin, { a: 1 })).toBe(plugin);
    expect(plugin.init).toHaveBeenCalledWith(sensors, { a: 1 });
  });

  it('events.on("send") sees every built event', () => {
    const { sensors, init } = setup();
    const seen = vi.fn();
    sensors.events.on('send', seen);
    init();
    sensors.track('x');
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ event: 'x' }));
  });

  it('pagehide reaches the transport after the page hooks', () => {
    const { transport, init } = setup();
    init();
    window.dispatchEvent(new Event('online'));
    expect(transport.flushes).toEqual(['online']);
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.hides).toEqual(['pagehide']);
  });

  it('a leaving page ignores online until it is shown again from the back/forward cache', () => {
    // Chromium still fires online at a closing page; a send started then lands with its ack lost.
    const { transport, init } = setup();
    init();
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('online'));
    expect(transport.flushes).toEqual([]);
    // jsdom's PageTransitionEvent drops `persisted`; Chromium sets it on a cache restore.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    window.dispatchEvent(new Event('online'));
    expect(transport.flushes).toEqual(['pageshow', 'online']);
  });

  it('getPresetProperties carries the identity', () => {
    const { sensors, init } = setup();
    init();
    expect(sensors.getPresetProperties()).toMatchObject({
      $lib: 'js',
      _distinct_id: sensors.getDistinctId(),
      identities: { $identity_anonymous_id: sensors.getAnonymousID() },
    });
  });
});
