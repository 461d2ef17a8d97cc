// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import HomePage from '../../../../src/features/home/pages/home-page';
import { bankList } from '../../../../src/shared/contracts/bank-wallet';
import { checkToken } from '../../../../src/shared/contracts/user';
import { appState, initialAppState } from '../../../../src/store/app-state';
import { mirrorBankLists } from '../../../../src/store/bank-lists';
import {
  envelope,
  fakeEffects,
  installRoutedFetch,
  pageReply,
  type Reply,
} from '../../api/fake-fetch';
import { renderScreen, setOnline } from '../../api/query-harness';

const user = {
  id: 1,
  nickName: '演示卖家',
  phone: '13800000001',
  sellerId: 20001,
  biddingNo: 'B001',
};
const card = (id: number, useType: 1 | 2, isDefault = false) => ({
  id,
  bankName: '招商银行',
  cardNoMasked: `**** 000${id}`,
  useType,
  isDefault,
});
const transIn = [card(1, 1, true), card(2, 1), card(3, 1), card(4, 1)];

function serve(userReply: () => Reply = () => envelope('0000', '', user)) {
  return installRoutedFetch({
    [checkToken.path]: userReply,
    [bankList.path]: (body) =>
      body.useType === 1
        ? pageReply(transIn, Number(body.pageIndex), Number(body.pageSize))
        : pageReply([], 1, 3),
  });
}

function renderHome() {
  const screenUnderTest = renderScreen([{ path: '/', element: <HomePage /> }], '/');
  mirrorBankLists(screenUnderTest.client);
  return screenUnderTest;
}

beforeEach(() => {
  setRequestEffects(fakeEffects());
  Object.assign(appState, initialAppState());
  localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

describe('HomePage on the query layer', () => {
  it('a visitor (no token) sees the visitor card and no request is made', () => {
    const sent = serve();
    renderHome();
    expect(screen.getByText('游客模式')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows the user and the first page (3) of each bank list; the store mirrors them', async () => {
    localStorage.setItem('token', 't');
    serve();
    renderHome();
    await screen.findByText('演示卖家');
    await screen.findByText('**** 0003');
    expect(screen.queryByText('**** 0004')).toBeNull();
    expect(screen.getByText('暂无银行卡')).toBeTruthy();
    expect(appState.transInBanks.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(appState.transOutBanks).toEqual([]);
    // spec 000 §3: h5UserInfo and userId stored.
    expect(localStorage.getItem('userId')).toBe('1');
    expect(screen.getAllByRole('link', { name: '全部银行卡' })[0]?.getAttribute('href')).toBe(
      '/banks?useType=1',
    );
  });

  it('a failed lookup shows 获取用户信息失败, clears userId, and 重试 asks again', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userId', '1');
    let fail = true;
    const sent = serve(() =>
      fail ? envelope('CB0401', '登录已过期，请重新登录') : envelope('0000', '', user),
    );
    renderHome();
    await screen.findByText('获取用户信息失败');
    expect(screen.getByText('登录已过期，请重新登录')).toBeTruthy();
    expect(localStorage.getItem('userId')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('演示卖家');
    expect(sent.filter((s) => s.url === checkToken.path)).toHaveLength(2);
  });

  it('offline with a cached user and cards: shows them with the offline notice, no error', async () => {
    localStorage.setItem('token', 't');
    serve();
    const first = renderHome();
    await screen.findByText('**** 0003');
    cleanup();
    setOnline(false);
    const sent = serve(() => ({ networkError: true }));
    renderScreen([{ path: '/', element: <HomePage /> }], '/', first.client);
    await screen.findByText('当前离线，显示的是上次加载的内容');
    expect(screen.getByText('演示卖家')).toBeTruthy();
    expect(screen.getByText('**** 0003')).toBeTruthy();
    expect(screen.queryByText('获取用户信息失败')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('offline with nothing cached: the failure card says the network is down', async () => {
    localStorage.setItem('token', 't');
    setOnline(false);
    serve();
    renderHome();
    await screen.findByText('获取用户信息失败');
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeTruthy();
  });
});
