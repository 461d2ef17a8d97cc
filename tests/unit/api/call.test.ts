// @vitest-environment happy-dom
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callRaw } from '../../../src/api/call';
import { setRequestEffects } from '../../../src/api/request-effects';
import { aesDecrypt } from '../../../src/shared/cipher';
import { defineEndpoint } from '../../../src/shared/contract';
import { queryInt } from '../../../src/shared/contract-fields';
import { bankList, setDefaultBank } from '../../../src/shared/contracts/bank-wallet';
import { checkToken, loginByPassword } from '../../../src/shared/contracts/user';
import { DEV_DEFAULTS } from '../../../src/shared/dev-defaults';
import { signParams } from '../../../src/shared/sign';
import { envelope, fakeEffects, installFakeFetch, type FakeEffects } from './fake-fetch';
import { failure } from './request-harness';

let effects: FakeEffects;

beforeEach(() => {
  effects = fakeEffects();
  setRequestEffects(effects);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

const user = { id: 7, nickName: '卖家', phone: '138****0001', sellerId: 12, biddingNo: null };
const card = {
  id: 1,
  bankName: '平安银行',
  cardNoMasked: '**** 1234',
  useType: 1,
  isDefault: true,
};

const marginCheck = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/test/margin/check',
  summary: 'test endpoint',
  input: z.object({ amount: queryInt() }),
  data: z.object({ allowed: z.boolean() }),
  raw: true,
});

describe('call(endpoint, input): the answer is checked against the contract', () => {
  it('POSTs the input as the JSON body and returns the validated data', async () => {
    const sent = installFakeFetch(envelope('0000', '', { ...user, extra: 'dropped' }));
    await expect(call(checkToken, {})).resolves.toEqual(user);
    expect(sent[0]).toMatchObject({ method: 'POST', url: checkToken.path, body: {} });
  });

  it('GET sends the input as the query', async () => {
    const sent = installFakeFetch(envelope('0000', '', { allowed: true }));
    await expect(call(marginCheck, { amount: 500 })).resolves.toEqual({ allowed: true });
    expect(sent[0]).toMatchObject({ method: 'GET', url: `${marginCheck.path}?amount=500` });
    expect(sent[0]?.body).toBeUndefined();
  });

  it.each([
    ['a field of the wrong type', { ...user, id: '7' }, 'id: invalid_type, expected number'],
    ['null data', null, '(root): invalid_type'],
    ['a missing field', { id: 7 }, 'nickName: invalid_type'],
  ])('%s is a parse error naming the endpoint and field, toasted once', async (_l, data, says) => {
    installFakeFetch(envelope('0000', '', data));
    const error = await failure(call(checkToken, {}));
    expect(error.kind).toBe('parse');
    expect(error.message).toContain(`POST ${checkToken.path}: ${says}`);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('服务异常，请稍后重试');
  });

  it('a wrong input is thrown before anything is sent, without a toast', async () => {
    const sent = installFakeFetch(envelope('0000', '', card));
    const error = await failure(call(setDefaultBank, { cardId: 1.5 }, { key: 'k-1' }));
    expect(error).toMatchObject({ kind: 'parse' });
    expect(error.message).toContain('Invalid input for POST');
    expect(sent).toHaveLength(0);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a business code goes through the code table: toast of the server message', async () => {
    installFakeFetch(envelope('CB0401', '登录已过期，请重新登录'));
    await expect(call(checkToken, {})).rejects.toMatchObject({ kind: 'business', code: 'CB0401' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
  });

  it('noToast from the options silences the code toast', async () => {
    installFakeFetch(envelope('CB0401', '登录已过期，请重新登录'));
    await failure(call(checkToken, {}, { noToast: true }));
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('noToast from the endpoint (spec 000 §7 /add/marginV2) silences it too', async () => {
    installFakeFetch(envelope('E1', '余额不足'));
    const quiet = { ...setDefaultBank, noToast: true };
    await failure(call(quiet, { cardId: 1 }, { key: 'k-1' }));
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('signs and encrypts as the endpoint says (loginByPassword)', async () => {
    const sent = installFakeFetch(envelope('0000', '', { token: 't', userId: 7 }));
    const input = { phone: '13800000001', password: 'Demo@1234' };
    await expect(call(loginByPassword, input)).resolves.toEqual({ token: 't', userId: 7 });
    const body = sent[0]?.body as Record<string, string>;
    expect(aesDecrypt(body.phone ?? '', DEV_DEFAULTS.testTokenAesKey)).toBe('13800000001');
    expect(aesDecrypt(body.password ?? '', DEV_DEFAULTS.testTokenAesKey)).toBe('Demo@1234');
    const { sign, timestamp, ...rest } = body;
    expect(sign).toBe(signParams(rest, timestamp ?? '', DEV_DEFAULTS.userSignSecret));
  });

  it('sends the bank list page query of spec 000 §3', async () => {
    const page = { list: [card], total: 1, pageIndex: 1, pageSize: 3 };
    const sent = installFakeFetch(envelope('0000', '', page));
    await expect(call(bankList, { pageIndex: 1, pageSize: 3, useType: 2 })).resolves.toEqual(page);
    expect(sent[0]?.body).toEqual({ pageIndex: 1, pageSize: 3, useType: 2 });
  });
});

describe('cancel and extra headers', () => {
  it('an aborted call rejects with kind abort and no toast', async () => {
    installFakeFetch({ hang: true });
    const controller = new AbortController();
    const pending = failure(call(checkToken, {}, { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'abort' });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a call whose signal already fired sends nothing', async () => {
    const sent = installFakeFetch(envelope('0000', '', user));
    const controller = new AbortController();
    controller.abort();
    const error = await failure(call(checkToken, {}, { signal: controller.signal }));
    expect(error.kind).toBe('abort');
    expect(sent).toHaveLength(0);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('sends the key of a contract with idempotency as Idempotency-Key, beside the common headers', async () => {
    const sent = installFakeFetch(envelope('0000', '', card));
    await call(setDefaultBank, { cardId: 1 }, { key: 'k-123' });
    expect(sent[0]?.headers).toMatchObject({ 'Idempotency-Key': 'k-123', channelId: '700000' });
  });

  it('an optional-idempotency contract sends a key only when given one', async () => {
    const optional = { ...setDefaultBank, idempotency: 'optional' as const };
    const sent = installFakeFetch(envelope('0000', '', card));
    await call(optional, { cardId: 1 });
    await call(optional, { cardId: 1 }, { key: 'k-9' });
    expect(sent[0]?.headers['Idempotency-Key']).toBeUndefined();
    expect(sent[1]?.headers['Idempotency-Key']).toBe('k-9');
  });

  it('a required key left out (an untyped caller) is thrown before anything is sent', async () => {
    const sent = installFakeFetch(envelope('0000', '', card));
    const untyped = call as (e: unknown, i: unknown) => Promise<unknown>;
    await expect(untyped(setDefaultBank, { cardId: 1 })).rejects.toThrow(
      'needs an Idempotency-Key',
    );
    expect(sent).toHaveLength(0);
  });

  it('types the key by the contract', () => {
    // Compile-time table: tsc fails the suite when one of these lines is accepted.
    const typeCases = () => {
      // @ts-expect-error a 'required' contract cannot be called without its key
      void call(setDefaultBank, { cardId: 1 });
      // @ts-expect-error nor with options that leave the key out
      void call(setDefaultBank, { cardId: 1 }, { noToast: true });
      // @ts-expect-error a contract without idempotency takes no key
      void call(bankList, { pageIndex: 1, pageSize: 3, useType: 1 }, { key: 'k' });
    };
    expect(typeCases).toBeTypeOf('function');
  });
});

describe('callRaw: the whole envelope, validated', () => {
  it('a success envelope comes back with checked data', async () => {
    installFakeFetch(envelope('0000', 'ok', { allowed: false }));
    await expect(callRaw(marginCheck, { amount: 1 })).resolves.toEqual({
      ok: true,
      code: '0000',
      msg: 'ok',
      data: { allowed: false },
    });
  });

  it('another code comes back as sent, with no toast or host action', async () => {
    installFakeFetch(envelope('8888', '系统维护', { until: 'tomorrow' }));
    await expect(callRaw(marginCheck, { amount: 1 })).resolves.toEqual({
      ok: false,
      code: '8888',
      msg: '系统维护',
      data: { until: 'tomorrow' },
    });
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.openServiceStopped).not.toHaveBeenCalled();
  });

  it('a success envelope with data of the wrong shape is a parse error', async () => {
    installFakeFetch(envelope('0000', '', { allowed: 'yes' }));
    const error = await failure(callRaw(marginCheck, { amount: 1 }));
    expect(error.kind).toBe('parse');
    expect(error.message).toContain('data.allowed');
  });
});
