import { describe, expect, it } from 'vitest';
import {
  anonymousId,
  bind,
  createIdentity,
  distinctId,
  eventIdentity,
  identify,
  login,
  loginId,
  logout,
  unbind,
  type IdentityState,
} from '../../../../src/sdk/core/identity';
import { parseIdentity, serializeIdentity } from '../../../../src/sdk/core/identity-codec';

const anon = createIdentity('anon-1');
const loggedIn = login(anon, 'user-1').state;

describe('createIdentity', () => {
  it('starts anonymous with the cookie id as distinct, device and cookie identity', () => {
    expect(anon).toEqual({
      distinct_id: 'anon-1',
      first_id: '',
      props: {},
      identities: { $identity_cookie_id: 'anon-1' },
      history_login_id: { name: '', value: '' },
      $device_id: 'anon-1',
    });
    expect(distinctId(anon)).toBe('anon-1');
    expect(loginId(anon)).toBe('');
  });
});

describe('login', () => {
  it('moves the anonymous id to first_id and records the login identity', () => {
    const result = login(anon, 'user-1');
    expect(result.changed).toBe(true);
    expect(result.state).toMatchObject({
      distinct_id: 'user-1',
      first_id: 'anon-1',
      identities: { $identity_cookie_id: 'anon-1', $identity_login_id: 'user-1' },
      history_login_id: { name: '$identity_login_id', value: 'user-1' },
    });
    expect(distinctId(result.state)).toBe('user-1');
    expect(anonymousId(result.state)).toBe('anon-1');
  });

  it.each<[string, IdentityState, string, string | undefined, boolean, string | undefined]>([
    ['same login again is no change', loggedIn, 'user-1', undefined, false, undefined],
    ['another user keeps first_id', loggedIn, 'user-2', undefined, true, undefined],
    ['empty id', anon, '', undefined, false, 'Id is empty'],
    [
      'too long id',
      anon,
      'u'.repeat(256),
      undefined,
      false,
      `${'u'.repeat(256)} length is longer than 255`,
    ],
    [
      'id equal to the anonymous distinct_id',
      anon,
      'anon-1',
      undefined,
      false,
      'login id is equal to distinct_id',
    ],
    [
      'reserved login key',
      anon,
      'user-1',
      '$identity_cookie_id',
      false,
      '$identity_cookie_id is invalid',
    ],
    ['custom login key', anon, 'user-1', 'member_no', true, undefined],
  ])('%s', (_label, state, id, key, changed, warning) => {
    const result = login(state, id, key);
    expect(result.changed).toBe(changed);
    expect(result.warning).toBe(warning);
    if (!changed) expect(result.state).toBe(state);
  });

  it('switching users keeps the first anonymous id and replaces the login identity', () => {
    const state = login(loggedIn, 'user-2').state;
    expect(state.first_id).toBe('anon-1');
    expect(state.identities).toEqual({
      $identity_cookie_id: 'anon-1',
      $identity_login_id: 'user-2',
    });
  });

  it('a custom login key prefixes the sent login id (sa-sdk union id)', () => {
    const state = login(anon, 'u9', 'member_no').state;
    expect(loginId(state)).toBe('member_no+u9');
    expect(state.identities).toEqual({ $identity_cookie_id: 'anon-1', member_no: 'u9' });
  });
});

describe('logout', () => {
  it('returns to the anonymous id and drops login identities', () => {
    const result = logout(bind(loggedIn, '$identity_mobile', '138').state);
    expect(result.changed).toBe(true);
    expect(result.state).toMatchObject({
      distinct_id: 'anon-1',
      first_id: '',
      identities: { $identity_cookie_id: 'anon-1' },
      history_login_id: { name: '', value: '' },
    });
  });

  it('with a fresh id (isChangeId) uses it as the new anonymous id', () => {
    expect(logout(loggedIn, 'fresh').state.distinct_id).toBe('fresh');
  });

  it('while anonymous changes nothing', () => {
    expect(logout(anon).changed).toBe(false);
    expect(logout(anon).state.distinct_id).toBe('anon-1');
  });
});

describe('identify', () => {
  it.each<[string, IdentityState, boolean, Partial<IdentityState>]>([
    ['anonymous, saved', anon, true, { distinct_id: 'new-anon' }],
    ['anonymous, memory only', anon, false, { distinct_id: 'anon-1', _distinct_id: 'new-anon' }],
    ['logged in, saved', loggedIn, true, { first_id: 'new-anon', distinct_id: 'user-1' }],
    ['logged in, memory only', loggedIn, false, { first_id: 'anon-1', _first_id: 'new-anon' }],
  ])('%s', (_label, state, isSave, expected) => {
    const result = identify(state, 'new-anon', isSave);
    expect(result.state).toMatchObject(expected);
    expect(anonymousId(result.state)).toBe('new-anon');
  });

  it('rejects an invalid id', () => {
    expect(identify(anon, '', true)).toEqual({
      state: anon,
      changed: false,
      warning: 'Id is empty',
    });
  });

  it('memory-only ids are never serialized', () => {
    const state = identify(anon, 'temp', false).state;
    expect(serializeIdentity(state)).not.toContain('temp');
  });
});

describe('bind / unbind', () => {
  it('bind adds an identity', () => {
    const result = bind(anon, '$identity_mobile', '13800000001');
    expect(result.changed).toBe(true);
    expect(result.state.identities).toEqual({
      $identity_cookie_id: 'anon-1',
      $identity_mobile: '13800000001',
    });
  });

  it.each([
    ['$identity_login_id', '$identity_login_id is invalid'],
    ['$identity_cookie_id', '$identity_cookie_id is invalid'],
    ['$identity_anonymous_id', '$identity_anonymous_id is invalid'],
    ['9x', '9x is invalid'],
  ])('bind with key %s is refused', (key, warning) => {
    expect(bind(anon, key, 'v')).toEqual({ state: anon, changed: false, warning });
  });

  it('bind refuses the key the user logged in with', () => {
    const custom = login(anon, 'u9', 'member_no').state;
    expect(bind(custom, 'member_no', 'x').warning).toBe('member_no is invalid');
  });

  it('unbind removes a matching identity', () => {
    const bound = bind(anon, '$identity_mobile', '138').state;
    const result = unbind(bound, '$identity_mobile', '138');
    expect(result.changed).toBe(true);
    expect(result.state.identities).toEqual({ $identity_cookie_id: 'anon-1' });
  });

  it('unbind of a value that is not bound still reports (sa-sdk sends $UnbindID) without changes', () => {
    const result = unbind(anon, '$identity_mobile', 'nope');
    expect(result.changed).toBe(true);
    expect(result.state).toBe(anon);
  });

  it('unbind never removes the cookie identity', () => {
    expect(unbind(anon, '$identity_cookie_id', 'anon-1').state.identities).toEqual({
      $identity_cookie_id: 'anon-1',
    });
  });

  it('unbinding the custom login identity logs out', () => {
    const custom = login(anon, 'u9', 'member_no').state;
    const result = unbind(custom, 'member_no', 'u9');
    expect(result.state).toMatchObject({
      distinct_id: 'anon-1',
      first_id: '',
      history_login_id: { name: '', value: '' },
    });
  });

  it.each(['$identity_login_id', '$identity_anonymous_id'])(
    'unbind with key %s is refused',
    (key) => {
      expect(unbind(loggedIn, key, 'user-1').warning).toBe(`${key} is invalid`);
    },
  );
});

describe('eventIdentity', () => {
  it('anonymous: distinct = anonymous, no login_id', () => {
    expect(eventIdentity(anon)).toEqual({
      distinct_id: 'anon-1',
      anonymous_id: 'anon-1',
      identities: { $identity_cookie_id: 'anon-1', $identity_anonymous_id: 'anon-1' },
    });
  });
  it('logged in: distinct = login id', () => {
    expect(eventIdentity(loggedIn)).toMatchObject({
      distinct_id: 'user-1',
      anonymous_id: 'anon-1',
      login_id: 'user-1',
    });
  });
});

describe('cookie codec', () => {
  it('round-trips a state, identities base64-encoded as sa-sdk writes them', () => {
    const state = bind(loggedIn, '$identity_mobile', '手机').state;
    const text = serializeIdentity(state);
    expect(JSON.parse(text).identities).toEqual(expect.any(String));
    expect(parseIdentity(text)).toEqual(state);
  });

  it('reads plain-object identities too', () => {
    const text = JSON.stringify({
      distinct_id: 'd',
      first_id: '',
      identities: { $identity_cookie_id: 'd' },
    });
    expect(parseIdentity(text)?.identities).toEqual({ $identity_cookie_id: 'd' });
  });

  it.each([
    [null],
    [''],
    ['not json'],
    ['[]'],
    ['{}'],
    ['{"distinct_id":""}'],
    ['{"distinct_id":5}'],
  ])('rejects %j', (text) => {
    expect(parseIdentity(text)).toBeNull();
  });

  it('repairs missing fields', () => {
    const state = parseIdentity(JSON.stringify({ distinct_id: 'd', identities: 'not base64!!' }));
    expect(state).toEqual({
      distinct_id: 'd',
      first_id: '',
      props: {},
      identities: { $identity_cookie_id: 'd' },
      history_login_id: { name: '', value: '' },
      $device_id: 'd',
    });
  });
});
