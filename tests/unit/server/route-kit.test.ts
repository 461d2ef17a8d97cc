import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { aesEncrypt } from '../../../src/shared/cipher';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { defineEndpoint, noInput } from '../../../src/shared/contract';
import { queryInt } from '../../../src/shared/contract-fields';
import { signParams } from '../../../src/shared/sign';
import { AREAS } from '../../../server/areas/index';
import { readSecrets } from '../../../server/config';
import { defineArea } from '../../../server/kit/area';
import { fail } from '../../../server/kit/failure';
import { login, makeServer } from './server-fixture';

// Endpoints that exist only in this test, to try each step of the kit.
const echoQuery = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/test/echo',
  summary: 'test',
  input: z.object({ n: queryInt().check(z.minimum(1)), tag: z.optional(z.string()) }),
  data: z.object({ n: z.int(), tag: z.nullable(z.string()), userId: z.nullable(z.int()) }),
});
const bidderOnly = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  path: '/api/test/bidder',
  summary: 'test',
  input: noInput,
  data: z.object({ biddingNo: z.string() }),
});
const wrongAnswer = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/test/wrong',
  summary: 'test',
  input: noInput,
  data: z.object({ count: z.int() }),
});
const secret = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/test/secret',
  summary: 'test',
  sign: 'bidder',
  encrypt: ['pin'],
  input: z.object({ pin: z.string().check(z.length(6)), amount: z.int() }),
  data: z.object({ pin: z.string(), amount: z.int() }),
});
const failing = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/test/fail',
  summary: 'test',
  input: noInput,
  data: z.null(),
});

// spec 000 §7 /add/margin/before/valid: the app reads the whole envelope, data on a failure too.
const rawCheck = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/test/raw',
  summary: 'test',
  raw: true,
  input: z.object({ ok: z.boolean() }),
  data: z.object({ shortCents: z.int() }),
});

const testArea = defineArea('kit-test', (route) => {
  route(rawCheck, ({ input }) =>
    input.ok ? { shortCents: 0 } : fail({ code: 'CB0600', msg: '保证金不足' }, { shortCents: 500 }),
  );
  route(echoQuery, ({ input, user }) => ({
    n: input.n,
    tag: input.tag ?? null,
    userId: user?.id ?? null,
  }));
  route(bidderOnly, ({ user }) => ({ biddingNo: user.biddingNo }));
  // A handler whose answer breaks its contract (a string where an int belongs).
  route(wrongAnswer, () => JSON.parse('{"count":"3"}') as { count: number });
  route(secret, ({ input }) => input);
  route(failing, () => fail(BUSINESS_ERRORS.notFound));
});

const kitServer = (opts: { checkAnswers?: boolean; now?: () => number } = {}) =>
  makeServer({ areas: [...AREAS, testArea], ...opts });

function signedSecretBody(pin: string, amount: number, timestamp: number) {
  const secrets = readSecrets();
  const params = { pin: aesEncrypt(pin, secrets.testTokenAesKey), amount };
  return { ...params, timestamp, sign: signParams(params, timestamp, secrets.signSecrets.bidder) };
}

describe('route kit: input', () => {
  it.each([
    ['n=3&tag=x', 200, { code: '0000', data: { n: 3, tag: 'x', userId: null } }],
    ['n=3', 200, { code: '0000', data: { n: 3, tag: null, userId: null } }],
    ['n=0', 400, { code: '400', msg: '请求参数错误：n: too_small, minimum 1' }],
    ['n=abc', 400, { code: '400', msg: '请求参数错误：n: invalid_type, expected number' }],
    ['', 400, { code: '400', msg: '请求参数错误：n: invalid_type, expected number' }],
  ])('GET ?%s → HTTP %i %j', async (query, status, body) => {
    const app = await kitServer();
    const response = await app.inject({ method: 'GET', url: `/api/test/echo?${query}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
  });

  it("an 'none' route still sees the user of a valid token", async () => {
    const app = await kitServer();
    const token = await login(app, 'bidder');
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/echo?n=1',
      headers: { token },
    });
    expect(response.json().data.userId).toBe(2);
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"x"'],
  ])('a JSON body that is %s is bad input', async (_label, payload) => {
    const app = await kitServer();
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/secret',
      headers: { token, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('请求参数错误：(root): invalid_type, expected object');
  });
});

describe('route kit: auth', () => {
  it.each([
    ['no token', undefined, 'CB0401'],
    ['the seller (no bidding number)', 'seller', 'CB0403'],
    ['the bidder', 'bidder', '0000'],
  ] as const)("a 'bidder' route called by %s answers %s", async (_label, role, code) => {
    const app = await kitServer();
    const headers = role ? { token: await login(app, role) } : {};
    const response = await app.inject({ method: 'POST', url: '/api/test/bidder', headers });
    expect(response.json().code).toBe(code);
    if (code === '0000') expect(response.json().data).toEqual({ biddingNo: 'BD20240002' });
  });

  it('checks the token before the input: no token and bad input is still tokenExpired', async () => {
    const app = await kitServer();
    const response = await app.inject({ method: 'POST', url: '/api/test/secret', payload: [] });
    expect(response.json()).toEqual({ ...BUSINESS_ERRORS.tokenExpired, data: null });
  });
});

describe('route kit: signature and AES fields', () => {
  const NOW = 1_800_000_000_000;

  it('checks the sign with the endpoint’s identity, then decrypts before validating', async () => {
    const app = await kitServer({ now: () => NOW });
    const token = await login(app, 'seller', NOW);
    const payload = signedSecretBody('123456', 500, NOW);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/secret',
      headers: { token },
      payload,
    });
    expect(response.json()).toEqual({
      code: '0000',
      msg: 'success',
      data: { pin: '123456', amount: 500 },
    });
  });

  // Signed with the right secret, but over a pin that is not AES output.
  function withUndecryptablePin() {
    const params = { pin: 'bm90LWFlcw==', amount: 500 };
    const sign = signParams(params, NOW, readSecrets().signSecrets.bidder);
    return { ...params, timestamp: NOW, sign };
  }

  it.each([
    ['a stale timestamp', 'SIGN02', signedSecretBody('123456', 500, NOW - 6 * 60_000)],
    ['a changed amount', 'SIGN01', { ...signedSecretBody('123456', 500, NOW), amount: 5000 }],
    ['no sign', 'SIGN01', { ...signedSecretBody('123456', 500, NOW), sign: undefined }],
    ['a pin that decrypts to nothing', '400', withUndecryptablePin()],
    ['a pin that fails the schema after decryption', '400', signedSecretBody('12', 500, NOW)],
  ])('%s answers %s', async (_label, code, payload) => {
    const app = await kitServer({ now: () => NOW });
    const token = await login(app, 'seller', NOW);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/secret',
      headers: { token },
      payload,
    });
    expect(response.json().code).toBe(code);
  });
});

describe('route kit: answers', () => {
  it('wraps a returned failure in the envelope, HTTP 200', async () => {
    const app = await kitServer();
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/fail',
      headers: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'CB0404', msg: '数据不存在或已删除', data: null });
  });

  it.each([
    [true, { code: '0000', msg: 'success', data: { shortCents: 0 } }],
    [false, { code: 'CB0600', msg: '保证金不足', data: { shortCents: 500 } }],
  ])('a raw endpoint’s failure may carry data (ok: %s)', async (ok, envelope) => {
    const app = await kitServer();
    const response = await app.inject({ method: 'POST', url: '/api/test/raw', payload: { ok } });
    expect(response.json()).toEqual(envelope);
  });

  it('answers 500 naming the field when an answer breaks its contract (development, tests)', async () => {
    const app = await kitServer({ checkAnswers: true });
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/wrong',
      headers: { token },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('500');
    expect(response.json().msg).toContain('count: invalid_type, expected number');
  });

  it('sends the answer unchecked in production (checkAnswers off)', async () => {
    const app = await kitServer({ checkAnswers: false });
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/wrong',
      headers: { token },
    });
    expect(response.json()).toEqual({ code: '0000', msg: 'success', data: { count: '3' } });
  });
});
