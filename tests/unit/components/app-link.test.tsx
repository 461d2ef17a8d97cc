// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from '../../../src/components/app-link/app-link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderAt(link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/login?redirect=%2F']}>
      {link}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByLabelText('where').textContent;

describe('AppLink: an in-app link with a real href', () => {
  afterEach(cleanup);

  it('renders the href of the path and a tap navigates inside the app', () => {
    renderAt(
      <AppLink className="c" to="/rulesDetail?id=3">
        规则
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: '规则' });
    expect(link.getAttribute('href')).toBe('/rulesDetail?id=3');
    expect(link.className).toBe('c');
    const tap = fireEvent.click(link);
    expect(tap).toBe(false); // default prevented: no page load
    expect(where()).toBe('/rulesDetail?id=3');
  });

  it('leaves a modified click (new tab) and a new-tab target to the browser', () => {
    renderAt(
      <>
        <AppLink to="/a">甲</AppLink>
        <AppLink to="/b" target="_blank">
          乙
        </AppLink>
      </>,
    );
    // Whether the app left the click alone, read after React's handlers; then stopped here
    // so the test's DOM does not try to open a tab.
    const leftAlone: boolean[] = [];
    const record = (event: Event) => {
      leftAlone.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: '甲' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: '乙' }));
    window.removeEventListener('click', record);
    expect(leftAlone).toEqual([true, true]);
    expect(where()).toBe('/login?redirect=%2F');
  });

  it("runs the caller's onClick first; a prevented click does not navigate", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      <AppLink to="/a" onClick={onClick}>
        甲
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: '甲' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/login?redirect=%2F');
  });
});
