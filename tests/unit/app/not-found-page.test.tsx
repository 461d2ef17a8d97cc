// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import NotFoundPage from '../../../src/app/pages/not-found-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>首页</h1> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('not-found page', () => {
  it.each(['/deposit', '/bankAdd', '/directOrderDetail/12', '/rulesDetail'])(
    'says a spec screen (%s) is not open yet in this version',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面暂未开放');
      expect(screen.getByText(/还未开放/)).toBeTruthy();
      expect(screen.queryByText('页面不存在')).toBeNull();
    },
  );

  it('names the spec area of the screen', () => {
    renderAt('/deposit');
    expect(screen.getByText(/保证金、钱包与资金/)).toBeTruthy();
  });

  it.each(['/nope', '/depositx', '/api/banks'])(
    'keeps 页面不存在 for an unknown path (%s)',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面不存在');
      expect(screen.queryByText(/还未开放/)).toBeNull();
    },
  );

  it('goes home', async () => {
    const router = renderAt('/deposit');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
