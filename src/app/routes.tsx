import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from './routing/lazy-route';
import type { AppRoute, RouteHandle } from './routing/route-types';

/**
 * The lazy route table (spec 000 §2). Each area's issue adds its routes here;
 * pages spec 000 §2 lists as staying alive carry `keepAlive: true` (this row
 * is the flag's only home; tests/unit/app/route-table.test.ts holds the table
 * to the spec's list). Every page is its own chunk. Spec paths without a row
 * reach the catch-all, which says 还未开放 (routing/spec-routes.ts).
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', load: () => import('../features/home/home-page') },
  { path: '/banks', load: () => import('../features/funds/banks-page') },
  { path: '/bankDetail', load: () => import('../features/funds/bank-detail-page') },
  { path: '*', load: () => import('./pages/not-found-page') },
];

export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const handle: RouteHandle = { keepAlive: route.keepAlive === true };
    return {
      path: route.path,
      handle,
      element: <LazyRoute load={route.load} />,
    };
  });
}
