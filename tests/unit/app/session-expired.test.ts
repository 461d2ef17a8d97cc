// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query/query-client';
import {
  handleSessionExpired,
  SESSION_EXPIRED_DELAY_MS,
} from '../../../src/app/boot/session-expired';

function place(pathname: string, search = '') {
  return { pathname, search, replace: vi.fn<(url: string) => void>() };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'dead-token');
  localStorage.setItem('userId', '7');
});
afterEach(() => localStorage.clear());

describe('handleSessionExpired (tokenExpired)', () => {
  it('clears the token, user and caches at once, then sends the user to log in, coming back here', () => {
    const client = createQueryClient();
    client.setQueryData(['/api/x', 'record', {}], { id: 1 });
    const here = place('/bankDetail', '?id=2');
    const later: Array<[() => void, number]> = [];
    handleSessionExpired(client, here, (run, ms) => later.push([run, ms]));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(here.replace).not.toHaveBeenCalled();
    expect(later.map(([, ms]) => ms)).toEqual([SESSION_EXPIRED_DELAY_MS]);
    later[0]?.[0]();
    expect(here.replace).toHaveBeenCalledExactlyOnceWith(
      `/login?redirect=${encodeURIComponent('/bankDetail?id=2')}`,
    );
  });

  it('several calls answered together move once', () => {
    const client = createQueryClient();
    const here = place('/');
    const later = vi.fn<(run: () => void, ms: number) => void>();
    handleSessionExpired(client, here, later);
    handleSessionExpired(client, here, later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('on /login itself, the session is cleared and the page stays', () => {
    const here = place('/login', '?redirect=%2F');
    const later = vi.fn<(run: () => void, ms: number) => void>();
    handleSessionExpired(createQueryClient(), here, later);
    expect(localStorage.getItem('token')).toBeNull();
    expect(later).not.toHaveBeenCalled();
  });
});
