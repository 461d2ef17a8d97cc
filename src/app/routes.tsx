import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from './routing/lazy-route';
import type { AppRoute, RouteHandle } from './routing/route-types';

/**
 * The lazy route table (spec 000 §2). Each area's issue adds its routes here;
 * pages listed in spec 000 §2 as staying alive carry `keepAlive: true`
 * (see routing/keep-alive-paths.ts). Every page is its own chunk.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', load: () => import('../features/home/home-page') },
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
