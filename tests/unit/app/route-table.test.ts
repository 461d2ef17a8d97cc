// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appRoutes, toRouteObjects } from '../../../src/app/routes';
import { KEEP_ALIVE_PATHS } from '../../../src/app/routing/keep-alive-paths';
import { isRouteHandle } from '../../../src/app/routing/route-types';

describe('route table', () => {
  it('flags exactly the keep-alive pages of spec 000 §2', () => {
    for (const route of appRoutes) {
      expect(route.keepAlive === true, route.path).toBe(KEEP_ALIVE_PATHS.has(route.path));
    }
  });

  it('has unique paths, a home page and a catch-all 404 last', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/');
    expect(paths.at(-1)).toBe('*');
  });

  it('hands the keepAlive flag to the layout through the route handle', () => {
    const objects = toRouteObjects([
      { path: '/bankAdd', load: () => Promise.reject(new Error('unused')), keepAlive: true },
      { path: '/banks', load: () => Promise.reject(new Error('unused')) },
    ]);
    expect(objects.map((route) => route.handle)).toEqual([
      { keepAlive: true },
      { keepAlive: false },
    ]);
    expect(objects.every((route) => isRouteHandle(route.handle))).toBe(true);
  });
});
