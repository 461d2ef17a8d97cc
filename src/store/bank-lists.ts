import { hashKey, type QueryClient } from '@tanstack/react-query';
import { bankFirstPage, bankFirstPageInput } from '../api/session/bank-first-page';
import { bankList, type BankUseType } from '../shared/contracts/bank-wallet';
import { appState } from './app-state';

const FIELD_OF = { 1: 'transInBanks', 2: 'transOutBanks' } as const;
const USE_TYPES: readonly BankUseType[] = [1, 2];

/**
 * Keeps the store's transInBanks / transOutBanks (spec 000 §3) equal to the
 * cached first page of each list (src/api/session/bank-first-page.ts): fetched,
 * refetched, updated by a change, or restored from the persisted cache after an
 * offline reload. Queries are told apart by their key's hash, never read by
 * position. Returns the unsubscribe function.
 */
export function mirrorBankLists(client: QueryClient): () => void {
  const watched = USE_TYPES.map((useType) => {
    const { queryKey } = bankFirstPage.options(bankFirstPageInput(useType));
    return { useType, queryKey, hash: hashKey(queryKey) };
  });
  const mirror = (queryHash: string) => {
    for (const { useType, queryKey, hash } of watched) {
      if (hash !== queryHash) continue;
      // A restored copy comes from storage: checked like an answer before the store takes it.
      const page = bankList.data.safeParse(client.getQueryData(queryKey));
      if (page.success) appState[FIELD_OF[useType]] = page.data.list;
    }
  };
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) mirror(query.queryHash);
  return cache.subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') mirror(event.query.queryHash);
  });
}
