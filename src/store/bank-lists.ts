import type { Query, QueryClient } from '@tanstack/react-query';
import { endpointQueryOptions } from '../api/query/use-detail-query';
import { BANK_LIST_PAGE_SIZE, bankList, type BankUseType } from '../shared/contracts/bank-wallet';
import { appState } from './app-state';

// spec 000 §3, §7, §9: the app state's bank lists are page 1 of 3 items, per use type.
const STORE_PAGE = { pageIndex: 1, pageSize: BANK_LIST_PAGE_SIZE } as const;

/** The query behind appState.transInBanks (useType 1) or transOutBanks (useType 2). */
export function bankFirstPageOptions(useType: BankUseType) {
  return endpointQueryOptions(bankList, { ...STORE_PAGE, useType });
}

const FIELD_OF = { 1: 'transInBanks', 2: 'transOutBanks' } as const;

function storeUseTypeOf(query: Query): BankUseType | null {
  const [path, input] = query.queryKey;
  if (path !== bankList.path || typeof input !== 'object' || input === null) return null;
  const { pageIndex, pageSize, useType } = input as Record<string, unknown>;
  if (pageIndex !== STORE_PAGE.pageIndex || pageSize !== STORE_PAGE.pageSize) return null;
  return useType === 1 || useType === 2 ? useType : null;
}

function mirror(query: Query): void {
  const useType = storeUseTypeOf(query);
  if (useType === null || query.state.status !== 'success') return;
  const page = bankList.data.safeParse(query.state.data);
  if (page.success) appState[FIELD_OF[useType]] = page.data.list;
}

/**
 * Keeps the store's transInBanks / transOutBanks equal to the cached first page
 * of each list: fetched, refetched, updated by a mutation, or restored from the
 * persisted cache after an offline reload. Returns the unsubscribe function.
 */
export function mirrorBankLists(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) mirror(query);
  return cache.subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') mirror(event.query);
  });
}
