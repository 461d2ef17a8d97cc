import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from '../../../src/app/app-layout';
import { toRouteObjects } from '../../../src/app/routes';
import type { AppRoute } from '../../../src/app/routing/route-types';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** The real layout over a test route table, in a memory router. */
export async function renderLayout(routes: AppRoute[], initial: string, heading: string) {
  const router = createMemoryRouter(
    [{ element: <AppLayout routes={toRouteObjects(routes)} />, children: toRouteObjects(routes) }],
    {
      initialEntries: [initial],
    },
  );
  render(<RouterProvider router={router} />);
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
