// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasInAppHistory, resolveBackAction } from '../../../src/components/nav-header/back-action';
import { NavHeader, type NavHeaderProps } from '../../../src/components/nav-header/nav-header';

const host = vi.hoisted(() => ({ hostGoBack: vi.fn() }));
vi.mock('../../../src/bridge/host', () => host);

describe('hasInAppHistory', () => {
  it.each([
    [{ idx: 0, key: 'a' }, false],
    [{ idx: 1, key: 'b' }, true],
    [{ idx: 7 }, true],
    [{ idx: '3' }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (state, expected) => {
    expect(hasInAppHistory(state)).toBe(expected);
  });
});

describe('resolveBackAction (spec 000 §2)', () => {
  it.each([
    [false, false, 'history'],
    [false, true, 'history'],
    [true, false, 'host'],
    [true, true, 'history'],
  ] as const)('nativeBack %s, in-app history %s → %s', (nativeBack, inApp, expected) => {
    expect(resolveBackAction(nativeBack, inApp)).toBe(expected);
  });
});

/** Renders the header on /b with /a before it in the router's memory history. */
function renderHeader(props: Partial<NavHeaderProps>, historyIdx: number) {
  window.history.replaceState({ idx: historyIdx }, '');
  const router = createMemoryRouter(
    [
      { path: '/a', element: <p>page a</p> },
      { path: '/b', element: <NavHeader title="页面标题" {...props} /> },
    ],
    { initialEntries: ['/a', '/b'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NavHeader', () => {
  beforeEach(() => {
    host.hostGoBack.mockClear();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('goes back in history by default', async () => {
    const router = renderHeader({}, 0);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await screen.findByText('page a');
    expect(router.state.location.pathname).toBe('/a');
    expect(host.hostGoBack).not.toHaveBeenCalled();
  });

  it('with nativeBack on the first H5 page, tells the host app to go back', () => {
    const router = renderHeader({ nativeBack: true }, 0);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(host.hostGoBack).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/b');
  });

  it('with nativeBack but opened from another H5 page, goes back in history', async () => {
    const router = renderHeader({ nativeBack: true }, 1);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await screen.findByText('page a');
    expect(router.state.location.pathname).toBe('/a');
    expect(host.hostGoBack).not.toHaveBeenCalled();
  });

  it('shows the title and the optional right text with its icon', () => {
    const onRight = vi.fn();
    renderHeader(
      { rightText: '明细', rightIcon: <i data-testid="icon" />, onRightClick: onRight },
      0,
    );
    expect(screen.getByRole('heading', { name: '页面标题' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '明细' }));
    expect(onRight).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('icon')).toBeTruthy();
  });

  it.each([
    [null, '1.17rem'],
    ['0.8rem', '0.8rem'],
    ['44px', '1.17rem'],
    ['calc(1rem);x', '1.17rem'],
  ])('pads below the status bar: stored %s → %s', (stored, expected) => {
    if (stored !== null) localStorage.setItem('statusHeight', stored);
    renderHeader({}, 0);
    const header = screen.getByRole('banner');
    expect(header.style.getPropertyValue('--status-bar-height')).toBe(expected);
  });
});
