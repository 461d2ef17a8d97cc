// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteChangeEffects } from '../../../src/app/navigation/use-route-change-effects';
import { appState } from '../../../src/store/app-state';

const version = vi.hoisted(() => ({
  versionWatcher: { check: vi.fn(async () => ({ action: 'same' })) },
}));
vi.mock('../../../src/app/version-check', () => version);

function Shell() {
  useRouteChangeEffects();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <p /> }] }],
    {
      initialEntries: [path],
    },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  version.versionWatcher.check.mockClear();
  appState.financialDetailsFromParticulars = false;
});
afterEach(cleanup);

describe('useRouteChangeEffects', () => {
  it('checks the version after each route change, not on the first render', async () => {
    const router = renderAt('/');
    expect(version.versionWatcher.check).not.toHaveBeenCalled();
    await act(() => router.navigate('/banks'));
    await act(() => router.navigate('/myWallet'));
    await act(() => router.navigate(-1));
    // The check's code loads in its own chunk (version-check-later.ts): the calls follow.
    await vi.waitFor(() => expect(version.versionWatcher.check).toHaveBeenCalledTimes(3));
  });

  it('records whether financialDetails was entered from particularsDetails (spec 000 §2)', async () => {
    const router = renderAt('/particularsDetails');
    await act(() => router.navigate('/financialDetails'));
    expect(appState.financialDetailsFromParticulars).toBe(true);
    await act(() => router.navigate('/myWallet'));
    expect(appState.financialDetailsFromParticulars).toBe(true);
    await act(() => router.navigate('/financialDetails'));
    expect(appState.financialDetailsFromParticulars).toBe(false);
  });
});
