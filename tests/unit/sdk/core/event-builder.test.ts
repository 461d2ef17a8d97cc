import { describe, expect, it } from 'vitest';
import { buildEvent, trackIdFrom } from '../../../../src/sdk/core/event-builder';
import { createIdentity, login } from '../../../../src/sdk/core/identity';

const anon = createIdentity('anon-1');
const LIB = { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' };

describe('trackIdFrom', () => {
  it.each([
    [0, 0, 0],
    [0, 0xffffffff, 0xffffffff],
    [1, 0, 0x100000000],
    [0xffffffff, 0xffffffff, Number.MAX_SAFE_INTEGER],
  ])('(%d, %d) → %d, a safe 53-bit integer', (high, low, expected) => {
    const id = trackIdFrom(high, low);
    expect(id).toBe(expected);
    expect(Number.isSafeInteger(id)).toBe(true);
  });
});

describe('buildEvent (spec 001 §3 tracked event)', () => {
  it('a track event carries identity, lib, time, id and common properties under its own', () => {
    const event = buildEvent({
      type: 'track',
      event: 'buy',
      properties: { price: 3, $url: 'own' },
      identity: anon,
      trackId: 7,
      now: 1000,
      common: { $url: 'preset', platform_type: 'H5' },
    });
    expect(event).toEqual({
      _track_id: 7,
      type: 'track',
      event: 'buy',
      distinct_id: 'anon-1',
      anonymous_id: 'anon-1',
      identities: { $identity_cookie_id: 'anon-1', $identity_anonymous_id: 'anon-1' },
      lib: LIB,
      properties: { $url: 'own', platform_type: 'H5', price: 3 },
      time: 1000,
    });
  });

  it('track_signup carries original_id and login_id', () => {
    const state = login(anon, 'u1').state;
    const event = buildEvent({
      type: 'track_signup',
      event: '$SignUp',
      properties: {},
      identity: state,
      trackId: 1,
      now: 1,
      original_id: 'anon-1',
    });
    expect(event).toMatchObject({
      distinct_id: 'u1',
      login_id: 'u1',
      anonymous_id: 'anon-1',
      original_id: 'anon-1',
    });
  });

  it('profile events carry no common properties', () => {
    const event = buildEvent({
      type: 'profile_set',
      properties: { age: 3 },
      identity: anon,
      trackId: 1,
      now: 1,
      common: { $url: 'x' },
    });
    expect(event.properties).toEqual({ age: 3 });
    expect(event.event).toBeUndefined();
  });

  it('$UnbindID sends only the given identities, without login or anonymous id', () => {
    const event = buildEvent({
      type: 'track_id_unbind',
      event: '$UnbindID',
      properties: {},
      identity: login(anon, 'u1').state,
      trackId: 1,
      now: 1,
      identities: { $identity_mobile: '138' },
    });
    expect(event.identities).toEqual({ $identity_mobile: '138' });
    expect(event.login_id).toBeUndefined();
    expect(event.anonymous_id).toBeUndefined();
  });

  it('item events carry item_type and item_id', () => {
    const event = buildEvent({
      type: 'item_set',
      properties: { name: 'phone' },
      identity: anon,
      trackId: 1,
      now: 1,
      item_type: 'goods',
      item_id: 'g1',
    });
    expect(event).toMatchObject({
      type: 'item_set',
      item_type: 'goods',
      item_id: 'g1',
      properties: { name: 'phone' },
    });
    expect(event.identities).toBeUndefined();
  });
});
