// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/app/routing/route-types';
import { go, paneOf, renderLayout } from './keep-alive-harness';

const mounts: Record<string, number> = {};

function FormPage({ name }: { name: string }) {
  const [text, setText] = useState('');
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [name]);
  return (
    <div>
      <h1>{name}</h1>
      <input aria-label={`${name}-input`} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

const page = (name: string) => () => Promise.resolve({ default: () => <FormPage name={name} /> });

const routes: AppRoute[] = [
  { path: '/kept', load: page('kept'), keepAlive: true },
  { path: '/plain', load: page('plain') },
  { path: '/other', load: page('other') },
];

async function renderApp(initial: string) {
  return renderLayout(routes, initial, initial.slice(1));
}

afterEach(() => {
  cleanup();
  for (const key of Object.keys(mounts)) delete mounts[key];
});

describe('KeepAliveOutlet', () => {
  it('keeps a keepAlive page mounted and hidden, with its form state and scroll position', async () => {
    const router = await renderApp('/kept');
    fireEvent.change(screen.getByLabelText('kept-input'), { target: { value: '草稿内容' } });
    const pane = paneOf('kept');
    pane.scrollTop = 240;
    fireEvent.scroll(pane);

    await go(router, '/other');
    await screen.findByRole('heading', { name: 'other' });
    expect(paneOf('kept').hidden).toBe(true);

    await go(router, -1);
    expect(paneOf('kept').hidden).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('kept-input').value).toBe('草稿内容');
    expect(paneOf('kept').scrollTop).toBe(240);
    expect(mounts.kept).toBe(1);
  });

  it('unmounts a page without the flag when leaving it', async () => {
    const router = await renderApp('/plain');
    fireEvent.change(screen.getByLabelText('plain-input'), { target: { value: 'x' } });

    await go(router, '/other');
    await screen.findByRole('heading', { name: 'other' });
    expect(screen.queryByRole('heading', { name: 'plain', hidden: true })).toBeNull();

    await go(router, -1);
    const input = await screen.findByLabelText<HTMLInputElement>('plain-input');
    expect(input.value).toBe('');
    expect(mounts.plain).toBe(2);
  });

  it('animates forward on push and back on pop', async () => {
    const router = await renderApp('/plain');
    await go(router, '/other');
    const forward = (await screen.findByRole('heading', { name: 'other' })).closest(
      '[data-keep-alive-pane]',
    );
    expect(forward?.className).toMatch(/enterForward/);

    await go(router, -1);
    const back = (await screen.findByRole('heading', { name: 'plain' })).closest(
      '[data-keep-alive-pane]',
    );
    expect(back?.className).toMatch(/enterBack/);
  });
});
