import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { call } from '../api/call';
import { endpointKey } from '../api/query/query-keys';
import { readItem, removeItem, STORAGE_KEYS, writeItem, writeJson } from '../lib/storage';
import { checkToken, type UserInfo } from '../shared/contracts/user';

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

/** The user of the stored token, as a query (persisted: an offline reload shows the last one). */
export function userQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(checkToken, {}),
    queryFn: ({ signal }) => lookUpUser(signal),
    enabled: hasToken(),
  });
}
