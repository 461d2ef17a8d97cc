import { isApiError } from '../api-error';
import { call } from '../call';
import { defineRecord } from '../query/define-record';
import { readItem, removeItem, STORAGE_KEYS, writeItem, writeJson } from '../../lib/storage';
import { checkToken, type UserInfo } from '../../shared/contracts/user';

export function hasToken(): boolean {
  return Boolean(readItem(STORAGE_KEYS.token));
}

/**
 * spec 000 §3, §7: with a token, look the user up; store the answer as
 * h5UserInfo and its id as userId. spec 000 §8: a failed lookup clears userId
 * (a cancelled one is not a failure).
 */
export async function lookUpUser(signal?: AbortSignal): Promise<UserInfo> {
  try {
    const user = await call(checkToken, {}, { signal });
    writeJson(STORAGE_KEYS.h5UserInfo, user);
    writeItem(STORAGE_KEYS.userId, String(user.id));
    return user;
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'abort')) removeItem(STORAGE_KEYS.userId);
    throw error;
  }
}

/** The user of the stored token (persisted: an offline reload shows the last one). */
export const currentUser = defineRecord(checkToken, {
  fetch: (_input, signal) => lookUpUser(signal),
});
