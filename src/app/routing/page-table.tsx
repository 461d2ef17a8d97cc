import type { ReactElement } from 'react';
import { LazyRoute } from './lazy-route';
import type { AppRoute } from './route-types';

/** A route table row ready to render: its lazy page element, made once. */
export interface PageEntry {
  path: string;
  keepAlive: boolean;
  element: ReactElement;
}

export interface PageTable {
  /** The row for an address's pathname; the catch-all `*` row when none matches. */
  pageFor(pathname: string): PageEntry;
}

/** `/bankDetail/` and `/bankdetail` are `/bankDetail`, as react-router matched them. */
function pathKey(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape matches no row: the catch-all answers.
  }
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The app's routes are flat, exact paths (spec 000 §2) with a catch-all last, so a page
 * is found by one map lookup. react-router's own matcher (useRoutes, matchRoutes: path
 * ranking, params, nested outlets, its error boundaries) served no other purpose here and
 * was 3.1 KB gz of every route's cold start (issue 13 route budget); the router still
 * owns the history, the location and navigation.
 */
export function pageTable(routes: readonly AppRoute[]): PageTable {
  const byPath = new Map<string, PageEntry>();
  let fallback: PageEntry | undefined;
  for (const route of routes) {
    const entry: PageEntry = {
      path: route.path,
      keepAlive: route.keepAlive === true,
      element: <LazyRoute key={route.path} load={route.load} />,
    };
    if (route.path === '*') fallback ??= entry;
    else if (!byPath.has(pathKey(route.path))) byPath.set(pathKey(route.path), entry);
  }
  if (!fallback) throw new Error('the route table needs a catch-all (*) row');
  const notFound = fallback;
  return { pageFor: (pathname) => byPath.get(pathKey(pathname)) ?? notFound };
}
