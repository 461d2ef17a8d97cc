// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aesDecrypt } from '../../../src/shared/cipher';
import { DEV_DEFAULTS } from '../../../src/shared/dev-defaults';
import {
  BANK_LIST_PAGE_SIZE,
  checkToken,
  getBankList,
  loginByPassword,
} from '../../../src/api/endpoints/user';
import { setRequestEffects } from '../../../src/api/request-effects';
import { signParams } from '../../../src/shared/sign';
import { envelope, fakeEffects, installFakeFetch, type FakeEffects } from './fake-fetch';

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

describe('checkToken', () => {
  it('POSTs to check/token and returns the validated user', async () => {
    const sent = installFakeFetch(envelope('0000', '', { ...user, extra: 'dropped' }));
    await expect(checkToken()).resolves.toEqual(user);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/dh/auction/user/check/token' });
  });

  it('a wrong shape is a parse error with a clear message and a toast', async () => {
    installFakeFetch(envelope('0000', '', { ...user, id: '7' }));
    await expect(checkToken()).rejects.toMatchObject({
      kind: 'parse',
      message: expect.stringContaining('/api/dh/auction/user/check/token: id'),
    });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('服务异常，请稍后重试');
  });

  it('null data is a parse error too', async () => {
    installFakeFetch(envelope('0000', '', null));
    await expect(checkToken()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('an expired token is a business error with the server message', async () => {
    installFakeFetch(envelope('CB0401', '登录已过期，请重新登录'));
    await expect(checkToken()).rejects.toMatchObject({ kind: 'business', code: 'CB0401' });
    expect(effects.toast).toHaveBeenCalledWith('登录已过期，请重新登录');
  });
});

describe('loginByPassword', () => {
  it('is user-signed with phone and password encrypted', async () => {
    const sent = installFakeFetch(envelope('0000', '', { token: 't', userId: 7 }));
    await expect(loginByPassword('13800000001', 'Demo@1234')).resolves.toEqual({
      token: 't',
      userId: 7,
    });
    const body = sent[0]?.body as Record<string, string>;
    expect(sent[0]?.url).toBe('/api/dh/auction/user/app/loginByPassword');
    expect(aesDecrypt(body.phone ?? '', DEV_DEFAULTS.testTokenAesKey)).toBe('13800000001');
    expect(aesDecrypt(body.password ?? '', DEV_DEFAULTS.testTokenAesKey)).toBe('Demo@1234');
    const { sign, timestamp, ...rest } = body;
    expect(sign).toBe(signParams(rest, timestamp ?? '', DEV_DEFAULTS.userSignSecret));
  });
});

describe('getBankList', () => {
  it('sends the page query and validates the page', async () => {
    const page = { list: [card], total: 1, pageIndex: 1, pageSize: 3 };
    const sent = installFakeFetch(envelope('0000', '', page));
    await expect(
      getBankList({ pageIndex: 1, pageSize: BANK_LIST_PAGE_SIZE, useType: 2 }),
    ).resolves.toEqual(page);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/dh/auction/user/pingan/bank/list',
      body: { pageIndex: 1, pageSize: 3, useType: 2 },
    });
  });

  it.each([
    [
      'useType outside 1 | 2',
      { list: [{ ...card, useType: 3 }], total: 1, pageIndex: 1, pageSize: 3 },
    ],
    ['missing list', { total: 0, pageIndex: 1, pageSize: 3 }],
    ['negative total', { list: [], total: -1, pageIndex: 1, pageSize: 3 }],
  ])('rejects %s', async (_label, data) => {
    installFakeFetch(envelope('0000', '', data));
    await expect(getBankList({ pageIndex: 1, pageSize: 3, useType: 1 })).rejects.toMatchObject({
      kind: 'parse',
    });
  });
});
