import type { QueryClient } from '@tanstack/react-query';
import { removeItem, STORAGE_KEYS, writeItem } from '../../lib/storage';
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

/** Logout: the token and the user's stored details go, and every cached answer with them. */
export function signOut(client: QueryClient): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.userId);
  removeItem(STORAGE_KEYS.h5UserInfo);
  client.clear();
  sensors.logout();
}
