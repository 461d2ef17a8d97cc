// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_LIMIT, rememberPage } from '../../../src/app/keep-alive/keep-alive-cache';
import type { AppRoute } from '../../../src/app/routing/route-types';
import { go, renderLayout } from './keep-alive-harness';

describe('rememberPage (LRU)', () => {
  it.each([
    // visits, limit, kept keys oldest first, evicted by the last visit
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], []],
    [['a', 'b', 'c', 'd'], 3, ['b', 'c', 'd'], ['a']],
    [['a', 'b', 'a', 'c', 'd'], 3, ['a', 'c', 'd'], ['b']],
    [['a', 'a', 'a'], 2, ['a'], []],
    [['a', 'b'], 0, ['b'], ['a']],
  ])('visits %j with limit %i keep %j', (visits, limit, kept, lastEvicted) => {
    const cache = new Map<string, number>();
    let evicted: string[] = [];
    visits.forEach((key, index) => {
      evicted = rememberPage(cache, key, index, limit);
    });
    expect([...cache.keys()]).toEqual(kept);
    expect(evicted).toEqual(lastEvicted);
  });

  it('keeps the newest entry for a revisited key', () => {
    const cache = new Map<string, string>();
    rememberPage(cache, 'a', 'old');
    rememberPage(cache, 'a', 'new');
    expect(cache.get('a')).toBe('new');
  });
});

const mounts: Record<string, number> = {};
const unmounts: Record<string, number> = {};

function ListPage() {
  const [params] = useSearchParams();
  const name = `list ${params.get('page') ?? ''}`;
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return () => {
      unmounts[name] = (unmounts[name] ?? 0) + 1;
    };
  }, [name]);
  return <h1>{name}</h1>;
}

const routes: AppRoute[] = [
  { path: '/directGoods', load: async () => ({ default: ListPage }), keepAlive: true },
];

afterEach(() => {
  cleanup();
  for (const record of [mounts, unmounts]) {
    for (const key of Object.keys(record)) delete record[key];
  }
});

describe('the keep-alive bound in the layout', () => {
  it(`keeps ${KEEP_ALIVE_LIMIT} pages and unmounts the least recently shown one`, async () => {
    const router = await renderLayout(routes, '/directGoods?page=1', 'list 1');
    for (let page = 2; page <= KEEP_ALIVE_LIMIT; page += 1) {
      await go(router, `/directGoods?page=${page}`);
      await screen.findByRole('heading', { name: `list ${page}` });
    }
    // Page 1 shown again: page 2 becomes the least recently shown.
    await go(router, '/directGoods?page=1');
    await go(router, `/directGoods?page=${KEEP_ALIVE_LIMIT + 1}`);
    await screen.findByRole('heading', { name: `list ${KEEP_ALIVE_LIMIT + 1}` });

    expect(document.querySelectorAll('[data-keep-alive-pane]')).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(unmounts).toEqual({ 'list 2': 1 });
    expect(screen.queryByRole('heading', { name: 'list 2', hidden: true })).toBeNull();
    expect(screen.getByRole('heading', { name: 'list 1', hidden: true })).toBeTruthy();
    expect(mounts['list 1']).toBe(1);

    // Returning to an evicted page mounts it afresh.
    await go(router, '/directGoods?page=2');
    await screen.findByRole('heading', { name: 'list 2' });
    expect(mounts['list 2']).toBe(2);
  });
});
