// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import type { AppRoute } from '../../../src/app/routing/route-types';
import { appState } from '../../../src/store/app-state';
import { renderLayout } from './keep-alive-harness';

const routes: AppRoute[] = [{ path: '/', load: async () => ({ default: () => <h1>首页</h1> }) }];

// valtio notifies on a microtask, so the act is async.
async function setOnline(online: boolean) {
  await act(async () => {
    appState.netWork = online;
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  appState.netWork = true;
});

describe('offline banner', () => {
  it('is a polite live region that is in the page before going offline', async () => {
    await renderLayout(routes, '/', '首页');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    await setOnline(false);
    expect(screen.getByRole('status').textContent).toBe('网络异常，请检查网络后重试');
    await setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    ['the stored status bar height', '1.5rem', '1.5rem'],
    ['the spec default without one', null, '1.17rem'],
  ])('sits below a status-bar spacer of %s', async (_case, stored, expected) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.statusHeight, stored);
    await renderLayout(routes, '/', '首页');
    await setOnline(false);
    const banner = screen.getByRole('status');
    const shell = banner.parentElement;
    // The spacer is the banner's top padding, sized by the shell's variable.
    expect(shell?.style.getPropertyValue('--shell-status-bar-height')).toBe(expected);
    expect(shell?.hasAttribute('data-offline')).toBe(true);
    expect(banner.className).toMatch(/banner/);
    // Banner first, then the pages.
    expect(shell?.firstElementChild).toBe(banner);
    expect(banner.nextElementSibling?.tagName).toBe('MAIN');
  });

  it('leaves no spacer while online', async () => {
    await renderLayout(routes, '/', '首页');
    const banner = screen.getByRole('status');
    expect(banner.className).toBe('');
    expect(banner.parentElement?.hasAttribute('data-offline')).toBe(false);
  });
});
