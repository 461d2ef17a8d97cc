import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registerChanges } from '../../../src/api/query/define-change';
import { createQueryClient } from '../../../src/api/query/query-client';

/**
 * A screen under test: the app's own QueryClient defaults with every change
 * imported so far registered (as src/main.tsx does at boot), a memory router at
 * `path`, react-query's online flag set by hand (online by default).
 */
export function renderScreen(
  routes: Array<{ path: string; element: ReactNode }>,
  at: string,
  client: QueryClient = createQueryClient(),
) {
  registerChanges(client);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, ...view };
}

export function setOnline(online: boolean): void {
  onlineManager.setOnline(online);
}
