import { describe, expect, it } from 'vitest';
import { readSecrets } from '../../../server/config';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { buildLoginBody } from '../../../server/dev/login-client';
import { login, makeServer } from './server-fixture';

const LOGIN = '/api/dh/auction/user/app/loginByPassword';
const CHECK = '/api/dh/auction/user/check/token';

describe('loginByPassword', () => {
  it('answers the envelope with a token for the demo seller', async () => {
    const app = await makeServer();
    const { phone, password } = DEMO_USERS.seller;
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: buildLoginBody(phone, password, Date.now(), readSecrets()),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: '0000', data: { userId: DEMO_USERS.seller.id } });
    expect(body.data.token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('answers CB0101 for a wrong password', async () => {
    const app = await makeServer();
    const payload = buildLoginBody(
      DEMO_USERS.bidder.phone,
      'Wrong@1234',
      Date.now(),
      readSecrets(),
    );
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.json()).toEqual({ code: 'CB0101', msg: '手机号或密码错误', data: null });
  });

  it('answers CB0101 for an unknown phone', async () => {
    const app = await makeServer();
    const payload = buildLoginBody('13900000000', 'Demo@1234', Date.now(), readSecrets());
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.json().code).toBe('CB0101');
  });

  it.each([
    ['a tampered sign', { sign: '0'.repeat(32) }],
    ['a missing sign', { sign: undefined }],
    ['a missing timestamp', { timestamp: undefined }],
    ['a changed param', { phone: 'changed' }],
  ])('answers SIGN01 for %s', async (_label, change) => {
    const app = await makeServer();
    const payload = { ...buildLoginBody('13800000001', 'Demo@1234', 1, readSecrets()), ...change };
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.json()).toEqual({ code: 'SIGN01', msg: '签名校验失败', data: null });
  });

  it('rejects a signature made with the bidder secret', async () => {
    const app = await makeServer();
    const secrets = readSecrets();
    const bidderSigned = { ...secrets, signSecrets: { ...secrets.signSecrets, user: 'other' } };
    const payload = buildLoginBody('13800000001', 'Demo@1234', 1, bidderSigned);
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.json().code).toBe('SIGN01');
  });

  it('answers 400 with an envelope for malformed JSON', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', msg: '请求体不是有效的 JSON', data: null });
  });

  it('answers 413 for a body over the limit', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: '413', msg: '请求体过大' });
  });
});

describe('signature window (±5 minutes, server/http/sign-check.ts)', () => {
  const NOW = 1_800_000_000_000;
  const MINUTE = 60_000;

  it.each([
    ['now', 0, '0000'],
    ['5 minutes early', -5 * MINUTE, '0000'],
    ['5 minutes late', 5 * MINUTE, '0000'],
    ['5 minutes and 1 ms early', -5 * MINUTE - 1, 'SIGN02'],
    ['5 minutes and 1 ms late', 5 * MINUTE + 1, 'SIGN02'],
    ['a day old', -24 * 60 * MINUTE, 'SIGN02'],
  ])('a login signed %s answers %s', async (_label, offset, code) => {
    const app = await makeServer({ now: () => NOW });
    const { phone, password } = DEMO_USERS.seller;
    const payload = buildLoginBody(phone, password, NOW + offset, readSecrets());
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.json().code).toBe(code);
  });

  it('answers SIGN02 with its own message, and SIGN01 first when the sign is also wrong', async () => {
    const app = await makeServer({ now: () => NOW });
    const stale = buildLoginBody('13800000001', 'Demo@1234', NOW - 10 * MINUTE, readSecrets());
    const expired = await app.inject({ method: 'POST', url: LOGIN, payload: stale });
    expect(expired.json()).toEqual({
      code: 'SIGN02',
      msg: '请求已过期，请校准手机时间后重试',
      data: null,
    });
    const tampered = { ...stale, sign: 'F'.repeat(32) };
    const both = await app.inject({ method: 'POST', url: LOGIN, payload: tampered });
    expect(both.json().code).toBe('SIGN01');
  });
});

describe('token expiry (7 days, server/kit/session.ts)', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it.each([
    ['a minute after login', 60_000, '0000'],
    ['6 days 23 hours after login', 7 * DAY - 3_600_000, '0000'],
    ['exactly 7 days after login', 7 * DAY, 'CB0401'],
    ['8 days after login', 8 * DAY, 'CB0401'],
  ])('check/token %s answers %s', async (_label, elapsed, code) => {
    let clock = 1_800_000_000_000;
    const app = await makeServer({ now: () => clock });
    const { phone, password } = DEMO_USERS.seller;
    const payload = buildLoginBody(phone, password, clock, readSecrets());
    const login = await app.inject({ method: 'POST', url: LOGIN, payload });
    const token = login.json<{ data: { token: string } }>().data.token;
    clock += elapsed;
    const response = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(response.json().code).toBe(code);
  });

  it('a new login gives a fresh 7 days', async () => {
    let clock = 1_800_000_000_000;
    const app = await makeServer({ now: () => clock });
    clock += 6 * DAY;
    const { phone, password } = DEMO_USERS.bidder;
    const payload = buildLoginBody(phone, password, clock, readSecrets());
    const token = (await app.inject({ method: 'POST', url: LOGIN, payload })).json().data.token;
    clock += 6 * DAY;
    const response = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(response.json().data).toMatchObject({ id: DEMO_USERS.bidder.id });
  });
});

describe('check/token', () => {
  it('answers the user of the token header', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const response = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(response.json()).toEqual({
      code: '0000',
      msg: 'success',
      data: { id: 1, nickName: '演示卖家', phone: '13800000001', sellerId: 20001, biddingNo: null },
    });
  });

  it('answers the bidder with a bidding number and no sellerId', async () => {
    const app = await makeServer();
    const token = await login(app, 'bidder');
    const response = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(response.json().data).toMatchObject({ id: 2, sellerId: null, biddingNo: 'BD20240002' });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'nope' }],
  ])('answers CB0401 for %s', async (_label, headers: Record<string, string>) => {
    const app = await makeServer();
    const response = await app.inject({ method: 'POST', url: CHECK, headers });
    expect(response.json()).toEqual({
      code: 'CB0401',
      msg: '登录已过期，请重新登录',
      data: null,
    });
  });
});

describe('JSON bodies', () => {
  it('treats an empty JSON body as no params', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: CHECK,
      headers: { token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json().code).toBe('0000');
  });

  it('refuses a prototype-poisoning body', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: CHECK,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
