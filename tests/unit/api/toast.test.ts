// @vitest-environment happy-dom
// The request layer's toast helper (src/components/toast.ts).
import { act } from 'react';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, showLoading, showToast } from '../../../src/components/toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => clearToast());
});

describe('toast helper', () => {
  it('renders a server message as plain text, never as HTML', async () => {
    await act(async () => showToast('<img src=x onerror="alert(1)">余额不足'));
    const main = document.querySelector('.adm-toast-main');
    expect(main?.textContent).toBe('<img src=x onerror="alert(1)">余额不足');
    expect(main?.querySelector('img')).toBeNull();
  });

  it('a plain toast uses the default auto-close', async () => {
    const show = vi.spyOn(Toast, 'show');
    await showToast('已保存');
    expect(show).toHaveBeenCalledWith({ content: '已保存' });
  });

  it('a loading toast has no auto-close (spec 000 §9) and closes through the returned function', async () => {
    const close = vi.fn();
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close });
    const done = showLoading();
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'loading', content: '加载中...', duration: 0 }),
    );
    expect(close).not.toHaveBeenCalled();
    done();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a loading toast closed before the toast layer loaded never shows', async () => {
    const show = vi.spyOn(Toast, 'show');
    showLoading()();
    await showToast('之后');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ content: '之后' });
  });

  it('a loading toast takes its own text', async () => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: vi.fn() });
    showLoading('提交中...');
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '提交中...' })),
    );
  });

  it('clearToast clears every toast', async () => {
    const clear = vi.spyOn(Toast, 'clear');
    await clearToast();
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
