// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import RegistrationPage from '../../../../src/features/account/pages/registration-page';
import { fakeEffects, installRoutedFetch } from '../../api/fake-fetch';
import { renderScreen } from '../../api/query-harness';

const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../../src/components/toast', () => toast);
vi.mock('../../../../src/sdk', () => ({ default: { login: vi.fn(), logout: vi.fn() } }));

function open() {
  return renderScreen(
    [{ path: '/userFissionRegistration', element: <RegistrationPage /> }],
    '/userFissionRegistration',
  );
}

function type(placeholder: string, value: string) {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
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

describe('/userFissionRegistration', () => {
  it('asks for a valid phone before sending a code, checking the phone alone', async () => {
    const sent = installRoutedFetch({});
    open();
    fireEvent.click(screen.getByText('获取验证码'));
    await screen.findByText('请输入手机号');
    type('请输入手机号', '1380000');
    await screen.findByText('手机号格式不正确');
    // Only the phone was checked: the code and password show no message yet.
    expect(screen.queryByText('请输入验证码')).toBeNull();
    expect(screen.queryByText('请设置密码')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('refuses each field with the contract’s message on submit, nothing sent', async () => {
    const sent = installRoutedFetch({});
    open();
    type('请输入手机号', '13800000001');
    type('6 位短信验证码', '12a');
    type('请设置登录密码', 'onlyletters');
    fireEvent.click(await screen.findByRole('button', { name: '注册并登录' }));
    await screen.findByText('验证码为 6 位数字');
    screen.getByText('密码需为 8–20 位，且同时包含字母和数字');
    expect(sent).toHaveLength(0);
  });

  it('a valid form without the agreement ticked asks for it and sends nothing', async () => {
    const sent = installRoutedFetch({});
    open();
    type('请输入手机号', '13800000001');
    type('6 位短信验证码', '123456');
    type('请设置登录密码', 'Secret123');
    // The help line stands while the password has no error.
    screen.getByText('8–20 位，同时包含字母和数字');
    fireEvent.click(await screen.findByRole('button', { name: '注册并登录' }));
    expect(toast.showToast).toHaveBeenCalledWith('请先阅读并同意平台服务协议和用户隐私协议');
    expect(sent).toHaveLength(0);
    // A tap on the agreement's text ticks its box.
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('我已阅读并同意'));
    expect(box.checked).toBe(true);
  });
});
