// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import type { BankListPage, UserInfo } from '../../../../src/api/endpoints/user';
import { REQUEST_MESSAGES } from '../../../../src/api/messages';
import { appState } from '../../../../src/store/app-state';
import { loadBanks } from '../../../../src/store/bank-actions';
import { startSession } from '../../../../src/store/session-actions';
import { loadUser } from '../../../../src/store/user-actions';

const api = vi.hoisted(() => ({
  checkToken: vi.fn<() => Promise<UserInfo>>(),
  getBankList:
    vi.fn<
      (query: { pageIndex: number; pageSize: number; useType: 1 | 2 }) => Promise<BankListPage>
    >(),
  BANK_LIST_PAGE_SIZE: 3,
}));
vi.mock('../../../../src/api/endpoints/user', () => api);

const seller: UserInfo = {
  id: 7,
  nickName: '卖家',
  phone: '13800000001',
  sellerId: 20001,
  biddingNo: null,
};
const card = (id: number, useType: 1 | 2) => ({
  id,
  bankName: '平安银行',
  cardNoMasked: `**** ${id}`,
  useType,
  isDefault: id === 1,
});

beforeEach(() => {
  localStorage.clear();
  api.checkToken.mockReset();
  api.getBankList.mockReset();
  Object.assign(appState, {
    user: null,
    userStatus: 'visitor',
    transInBanks: [],
    transOutBanks: [],
  });
});

describe('loadUser (spec 000 §3, §8)', () => {
  it('without a token stays a visitor and makes no call', async () => {
    expect(await loadUser()).toBe(false);
    expect(appState.userStatus).toBe('visitor');
    expect(api.checkToken).not.toHaveBeenCalled();
  });

  it('stores h5UserInfo and userId from the lookup', async () => {
    localStorage.setItem('token', 't');
    api.checkToken.mockResolvedValue(seller);
    expect(await loadUser()).toBe(true);
    expect(JSON.parse(localStorage.getItem('h5UserInfo') ?? 'null')).toEqual(seller);
    expect(localStorage.getItem('userId')).toBe('7');
    expect(appState.userStatus).toBe('ready');
    expect(appState.user).toEqual(seller);
  });

  it('a failed lookup clears the stored userId', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userId', '99');
    api.checkToken.mockRejectedValue(
      new ApiError('登录已过期，请重新登录', 'business', { code: 'CB0401' }),
    );
    expect(await loadUser()).toBe(false);
    expect(localStorage.getItem('userId')).toBeNull();
    expect(appState.userStatus).toBe('error');
    expect(appState.userError).toBe('登录已过期，请重新登录');
  });

  it.each([
    [new ApiError('Request Timeout', 'timeout'), REQUEST_MESSAGES.timeout],
    [new ApiError('Network Error', 'network'), REQUEST_MESSAGES.network],
    [
      new ApiError('Unexpected response from /x: id: invalid_type', 'parse'),
      REQUEST_MESSAGES.parse,
    ],
    [new ApiError('服务繁忙', 'http', { status: 503 }), '服务繁忙'],
    [new TypeError('Cannot read properties of undefined'), REQUEST_MESSAGES.business],
  ])('shows Chinese copy, never developer text, for %s', async (error, shown) => {
    localStorage.setItem('token', 't');
    api.checkToken.mockRejectedValue(error);
    await loadUser();
    expect(appState.userError).toBe(shown);
  });
});

describe('bank lists (spec 000 §7, §9)', () => {
  it('load page 1 with 3 items for transfer-in (1) and transfer-out (2) once the user is known', async () => {
    localStorage.setItem('token', 't');
    api.checkToken.mockResolvedValue(seller);
    api.getBankList.mockImplementation(async ({ useType }) => ({
      list: [card(1, useType), card(2, useType)],
      total: 2,
      pageIndex: 1,
      pageSize: 3,
    }));
    await startSession();
    expect(api.getBankList.mock.calls.map(([query]) => query)).toEqual([
      { pageIndex: 1, pageSize: 3, useType: 1 },
      { pageIndex: 1, pageSize: 3, useType: 2 },
    ]);
    expect(appState.transInBanks.map((c) => c.useType)).toEqual([1, 1]);
    expect(appState.transOutBanks.map((c) => c.useType)).toEqual([2, 2]);
    expect([appState.transInStatus, appState.transOutStatus]).toEqual(['ready', 'ready']);
  });

  it('does not load bank lists for a visitor', async () => {
    await startSession();
    expect(api.getBankList).not.toHaveBeenCalled();
  });

  it('records a failed list so the page can retry it', async () => {
    api.getBankList.mockRejectedValue(new Error('E1234'));
    await loadBanks(2);
    expect(appState.transOutStatus).toBe('error');
  });
});
