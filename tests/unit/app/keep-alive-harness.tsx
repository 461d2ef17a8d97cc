import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppLayout } from '../../../src/app/app-layout';
import { pageTable } from '../../../src/app/routing/page-table';
import type { AppRoute } from '../../../src/app/routing/route-types';

export interface TestRouter {
  navigate: NavigateFunction;
}

const notFound: AppRoute = {
  path: '*',
  load: () => Promise.resolve({ default: () => <h1>not found</h1> }),
};

/**
 * The real layout over a test route table (plus a catch-all), in a declarative memory
 * router as the app runs it (src/app/app.tsx: no route elements around the layout).
 */
export async function renderLayout(routes: AppRoute[], initial: string, heading: string) {
  const pages = pageTable([...routes, notFound]);
  const router: TestRouter = { navigate: () => undefined };
  function CaptureNavigate() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[initial]}>
      <CaptureNavigate />
      <AppLayout pages={pages} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: heading });
  return router;
}

export async function go(router: TestRouter, to: string | number) {
  await act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
}

/** The keep-alive pane that holds the heading `name` (visible or hidden). */
export function paneOf(name: string): HTMLElement {
  const pane = screen
    .getByRole('heading', { name, hidden: true })
    .closest('[data-keep-alive-pane]');
  if (!(pane instanceof HTMLElement)) throw new Error(`no pane for ${name}`);
  return pane;
}
