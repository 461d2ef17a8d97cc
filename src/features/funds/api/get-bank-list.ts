import { call } from '../../../api/call';
import { pagedListKey } from '../../../api/query/query-keys';
import { useListQuery } from '../../../api/query/use-list-query';
import {
  BANK_LIST_PAGE_SIZE,
  bankList,
  type BankUseType,
} from '../../../shared/contracts/bank-wallet';

/** One page of the user's cards of one use type (spec 000 §3: pageIndex from 1, 3 per page). */
export function getBankList(useType: BankUseType, pageIndex: number, signal?: AbortSignal) {
  return call(bankList, { pageIndex, pageSize: BANK_LIST_PAGE_SIZE, useType }, { signal });
}

export function bankListKey(useType: BankUseType) {
  return pagedListKey(bankList, { useType });
}

/** The /banks list of one tab: pull to refresh, infinite scroll, cached for offline. */
export function useBankList(useType: BankUseType) {
  return useListQuery({
    queryKey: bankListKey(useType),
    fetchPage: (pageIndex, signal) => getBankList(useType, pageIndex, signal),
  });
}
