// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../src/features/home/home-page';
import { appState, initialAppState } from '../../../src/store/app-state';

const banks = vi.hoisted(() => ({
  loadBanks: vi.fn(async () => undefined),
  loadAllBanks: vi.fn(),
}));
vi.mock('../../../src/store/bank-actions', () => banks);

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(<RouterProvider router={router} />);
}

function setState(patch: Partial<typeof appState>) {
  act(() => {
    Object.assign(appState, initialAppState(), patch);
  });
}

const user = {
  id: 1,
  nickName: '演示卖家',
  phone: '13800000001',
  sellerId: 20001,
  biddingNo: 'B001',
};
const card = {
  id: 3,
  bankName: '招商银行',
  cardNoMasked: '**** 0002',
  useType: 1 as const,
  isDefault: true,
};

beforeEach(() => banks.loadBanks.mockClear());
afterEach(cleanup);

describe('HomePage', () => {
  it('shows the visitor state when not logged in', () => {
    setState({ userStatus: 'visitor' });
    renderHome();
    expect(screen.getByText('游客模式')).toBeTruthy();
    expect(screen.queryByText('转入银行卡')).toBeNull();
  });

  it('shows the nick name, the masked phone and both bank lists', () => {
    setState({
      userStatus: 'ready',
      user,
      transInStatus: 'ready',
      transInBanks: [card],
      transOutStatus: 'ready',
      transOutBanks: [],
    });
    renderHome();
    expect(screen.getByText('演示卖家')).toBeTruthy();
    expect(screen.getByText('卖家')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.queryByText('13800000001')).toBeNull();
    expect(screen.getByText('招商银行')).toBeTruthy();
    expect(screen.getByText('默认')).toBeTruthy();
    expect(screen.getByText('暂无银行卡')).toBeTruthy();
  });

  it('offers a retry for a failed bank list that reloads only that list', () => {
    setState({ userStatus: 'ready', user, transInStatus: 'ready', transOutStatus: 'error' });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(banks.loadBanks).toHaveBeenCalledWith(2);
  });

  it('labels a user without sellerId as a bidder', () => {
    setState({
      userStatus: 'ready',
      user: { ...user, sellerId: null },
      transInStatus: 'ready',
      transOutStatus: 'ready',
    });
    renderHome();
    expect(screen.getByText('竞拍人')).toBeTruthy();
    expect(screen.queryByText('卖家')).toBeNull();
  });

  it('shows a loading state while the lists load', () => {
    setState({ userStatus: 'ready', user, transInStatus: 'loading', transOutStatus: 'loading' });
    renderHome();
    expect(document.querySelectorAll('[aria-busy="true"]').length).toBe(2);
  });

  it('shows the failed user lookup with its message', () => {
    setState({ userStatus: 'error', userError: '登录已过期，请重新登录' });
    renderHome();
    expect(screen.getByText('获取用户信息失败')).toBeTruthy();
    expect(screen.getByText('登录已过期，请重新登录')).toBeTruthy();
  });
});
