import type { QueryClient } from '@tanstack/react-query';
import { hasToken } from '../../api/session/current-user';
import { signOut } from '../../api/session/sign-in';

// Time to read the request layer's 登录已过期 toast before the page changes (as 507, spec 000 §8).
export const SESSION_EXPIRED_DELAY_MS = 1000;

type Place = Pick<Location, 'pathname' | 'search' | 'replace'>;

/**
 * tokenExpired (CB0401), from the request layer's code table: the dead token and
 * every cached answer of its user go at once (so no later call carries it), then
 * the user is sent to log in, coming back where they were. Several calls
 * answered together sign out once; on /login itself nothing moves.
 */
export function handleSessionExpired(
  client: QueryClient,
  place: Place = window.location,
  later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): void {
  if (!hasToken()) return;
  signOut(client);
  if (place.pathname === '/login') return;
  const back = encodeURIComponent(place.pathname + place.search);
  // A full load: the next page starts without the old user's state in memory.
  later(() => place.replace(`/login?redirect=${back}`), SESSION_EXPIRED_DELAY_MS);
}
