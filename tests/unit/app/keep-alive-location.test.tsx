// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageActive } from '../../../src/components/page-activity/page-activity';
import type { AppRoute } from '../../../src/app/routing/route-types';
import { go, paneOf, renderLayout } from './keep-alive-harness';

const renders: Record<string, number> = {};
const seenIds: Record<string, string[]> = {};

/** A detail page that shows, and records on every render, the id of its own query. */
function DetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const active = usePageActive();
  const id = params.get('id') ?? '';
  const name = `detail ${id}`;
  // Counted per mounted instance (the id it first rendered with), whatever it reads later.
  const [instance] = useState(name);
  renders[instance] = (renders[instance] ?? 0) + 1;
  (seenIds[instance] ??= []).push(id);
  useEffect(() => {
    // A hidden page's effect sees inactive and does nothing.
    if (active) document.title = name;
  }, [active, name]);
  return (
    <section>
      <h1>{name}</h1>
      <p data-testid="address">{`${pathname}?id=${id}`}</p>
      <p data-testid="activity">{active ? 'active' : 'hidden'}</p>
    </section>
  );
}

function OtherPage() {
  return <h1>other</h1>;
}

const routes: AppRoute[] = [
  { path: '/directOrderDetail', load: async () => ({ default: DetailPage }), keepAlive: true },
  { path: '/other', load: async () => ({ default: OtherPage }) },
];

afterEach(() => {
  cleanup();
  for (const key of Object.keys(renders)) delete renders[key];
  for (const key of Object.keys(seenIds)) delete seenIds[key];
});

describe('keep-alive panes keep their own location', () => {
  it('two detail pages with different ids each read their own query, also on return', async () => {
    const router = await renderLayout(routes, '/directOrderDetail?id=1', 'detail 1');
    await go(router, '/directOrderDetail?id=2');
    await screen.findByRole('heading', { name: 'detail 2' });

    // Both mounted; the hidden one still reads id 1 while id 2 is in front.
    expect(within(paneOf('detail 1')).getByTestId('address').textContent).toBe(
      '/directOrderDetail?id=1',
    );
    expect(paneOf('detail 1').hidden).toBe(true);
    expect(seenIds['detail 1']?.every((id) => id === '1')).toBe(true);

    await go(router, -1);
    expect(paneOf('detail 1').hidden).toBe(false);
    expect(paneOf('detail 2').hidden).toBe(true);
    expect(within(paneOf('detail 1')).getByTestId('address').textContent).toBe(
      '/directOrderDetail?id=1',
    );
    expect(within(paneOf('detail 2')).getByTestId('address').textContent).toBe(
      '/directOrderDetail?id=2',
    );
    expect(seenIds['detail 2']?.every((id) => id === '2')).toBe(true);
  });

  it('a hidden page reports inactive, and active again on return', async () => {
    const router = await renderLayout(routes, '/directOrderDetail?id=7', 'detail 7');
    expect(within(paneOf('detail 7')).getByTestId('activity').textContent).toBe('active');
    expect(document.title).toBe('detail 7');

    await go(router, '/other');
    await screen.findByRole('heading', { name: 'other' });
    expect(within(paneOf('detail 7')).getByTestId('activity').textContent).toBe('hidden');
    document.title = 'other';

    await go(router, -1);
    expect(within(paneOf('detail 7')).getByTestId('activity').textContent).toBe('active');
    expect(document.title).toBe('detail 7');
  });

  it('a hidden page does not re-render while other pages navigate', async () => {
    const router = await renderLayout(routes, '/directOrderDetail?id=1', 'detail 1');
    await go(router, '/other');
    await screen.findByRole('heading', { name: 'other' });
    const afterHiding = renders['detail 1'];

    await go(router, '/other?tab=2');
    await go(router, '/directOrderDetail?id=3');
    await screen.findByRole('heading', { name: 'detail 3' });
    await go(router, '/other?tab=3');
    expect(renders['detail 1']).toBe(afterHiding);
  });
});
