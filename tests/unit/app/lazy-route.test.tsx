// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/app/chunks/load-with-timeout';
import { LazyRoute } from '../../../src/app/routing/lazy-route';
import type { PageModule } from '../../../src/app/routing/route-types';

const loaded: PageModule = { default: () => <p>页面内容</p> };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LazyRoute', () => {
  it('shows the page once its chunk loads', async () => {
    render(<LazyRoute load={() => Promise.resolve(loaded)} />);
    expect(await screen.findByText('页面内容')).toBeTruthy();
  });

  it('shows a retry after a failed chunk and re-imports it on 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockResolvedValue(loaded);
    render(<LazyRoute load={load} />);
    expect(await screen.findByText('页面加载失败')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('页面内容')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a retry for a page that crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    const Crashing = () => {
      if (crash) throw new Error('boom');
      return <p>恢复了</p>;
    };
    render(<LazyRoute load={() => Promise.resolve({ default: Crashing })} />);
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复了')).toBeTruthy();
  });

  it('turns a chunk that never arrives into the timeout state after 120 s (spec 000 §9)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    render(<LazyRoute load={() => new Promise<PageModule>(() => undefined)} />);
    expect(screen.getByText('加载中')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('页面加载超时')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('页面加载超时')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
