import type { QueryClient } from '@tanstack/react-query';
import { bankFirstPage, bankFirstPageInput } from './bank-first-page';
import { currentUser, hasToken } from './current-user';

/**
 * spec 000 §7: with a token, the user lookup runs at start and the bank lists
 * (transfer-in and transfer-out) load once the user is known. Runs after the
 * persisted cache is restored, so fresh cached answers are not asked for again;
 * offline, the queries wait for the network and the cached copies are shown.
 */
export async function startSession(client: QueryClient, now = Date.now): Promise<void> {
  if (!hasToken()) return;
  const startedAt = now();
  try {
    await client.fetchQuery(currentUser.options({}));
  } catch {
    return; // already toasted; the home page shows the failure with 重试
  }
  await Promise.all(
    ([1, 2] as const).map((useType) => {
      const options = bankFirstPage.options(bankFirstPageInput(useType));
      // A screen that asked meanwhile (the home page, from a cached user) already has
      // this start's answer: a failure is not asked again behind its 重试.
      const state = client.getQueryState(options.queryKey);
      if (state && Math.max(state.dataUpdatedAt, state.errorUpdatedAt) >= startedAt) return;
      return client.prefetchQuery(options);
    }),
  );
}
