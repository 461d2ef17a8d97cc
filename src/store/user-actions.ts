import { checkToken } from '../api/endpoints/user';
import { userMessageOf } from '../api/user-message';
import { readItem, removeItem, STORAGE_KEYS, writeItem, writeJson } from '../lib/storage';
import { appState } from './app-state';

export function hasToken(): boolean {
  return Boolean(readItem(STORAGE_KEYS.token));
}

/**
 * spec 000 §3, §7: with a token, look the user up; store the answer as
 * h5UserInfo and its id as userId. spec 000 §8: a failed lookup clears userId.
 * Resolves true when the user is known.
 */
export async function loadUser(): Promise<boolean> {
  if (!hasToken()) {
    appState.userStatus = 'visitor';
    appState.user = null;
    return false;
  }
  appState.userStatus = 'loading';
  appState.userError = null;
  try {
    const user = await checkToken();
    writeJson(STORAGE_KEYS.h5UserInfo, user);
    writeItem(STORAGE_KEYS.userId, String(user.id));
    appState.user = user;
    appState.userStatus = 'ready';
    return true;
  } catch (error) {
    removeItem(STORAGE_KEYS.userId);
    appState.user = null;
    appState.userStatus = 'error';
    // Chinese copy for the card, never developer text like "Request Timeout".
    appState.userError = userMessageOf(error);
    return false;
  }
}
