// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import LoginPage from '../../../../src/features/account/pages/login-page';
import { loginByPassword } from '../../../../src/shared/contracts/user';
import { envelope, fakeEffects, installRoutedFetch } from '../../api/fake-fetch';
import { renderScreen } from '../../api/query-harness';

const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../../src/components/toast', () => toast);
// signIn tells the analytics SDK who logged in; its worker has no place in a unit test.
vi.mock('../../../../src/sdk', () => ({ default: { login: vi.fn(), logout: vi.fn() } }));

function open() {
  return renderScreen(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>首页</p> },
    ],
    '/login',
  );
}

function fill(phone: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: phone } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
}

beforeEach(() => {
  setRequestEffects(fakeEffects());
  localStorage.clear();
  toast.showToast.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

describe('/login', () => {
  it.each([
    ['', '请输入手机号'],
    ['1380000000', '手机号格式不正确'],
    ['23800000001', '手机号格式不正确'],
  ])('phone %j is refused with the contract’s message %s, nothing sent', async (phone, says) => {
    const sent = installRoutedFetch({});
    open();
    fill(phone, 'Demo@1234');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText(says);
    expect(sent).toHaveLength(0);
  });

  it('a double tap logs in once, stores the token and goes on', async () => {
    const sent = installRoutedFetch({
      [loginByPassword.path]: () => envelope('0000', '', { token: 'new-token', userId: 7 }),
    });
    open();
    fill('13800000001', 'Demo@1234');
    const button = screen.getByRole('button', { name: '登录' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await screen.findByText('首页');
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('登录成功'));
    expect(sent.filter((s) => s.url === loginByPassword.path)).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('new-token');
  });
});
