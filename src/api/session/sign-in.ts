import type { QueryClient } from '@tanstack/react-query';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '../../lib/storage';
import { logout } from '../../shared/contracts/user';
import sensors from '../../sdk';
import { startSession } from './start-session';

/**
 * A login or registration in the standalone PWA stores the token exactly where
 * the host app's `token` query parameter lands (spec 000 §3), so every later
 * call and the next start behave the same either way. The visitor's caches go
 * (lists answered for a visitor, a previous user's data) and the session starts.
 */
export async function signIn(client: QueryClient, token: string, userId: number): Promise<void> {
  writeItem(STORAGE_KEYS.token, token);
  client.clear();
  // The analytics visitor becomes the user (popups and experiments follow it).
  sensors.login(String(userId));
  await startSession(client);
}

/**
 * Asks the server to revoke the token (src/shared/contracts/user.ts `logout`), else it would
 * stay valid for days. A plain fetch with the token in hand, not `call()`: the API layer
 * reads the token from storage only after an await, when signOut has already removed it,
 * and the local logout must not wait for the network. `keepalive` lets it outlive a page
 * change; its answer does not matter to the app (offline, the token simply expires).
 */
function revokeOnServer(token: string): void {
  void fetch(logout.path, {
    method: logout.method,
    headers: { token, 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Logout: the token is revoked and goes, the user's stored details and every cached answer with it. */
export function signOut(client: QueryClient): void {
  const token = readItem(STORAGE_KEYS.token);
  if (token) revokeOnServer(token);
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.userId);
  removeItem(STORAGE_KEYS.h5UserInfo);
  client.clear();
  sensors.logout();
}
