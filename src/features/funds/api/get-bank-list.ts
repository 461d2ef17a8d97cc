import { definePagedList } from '../../../api/query/define-paged-list';
import {
  BANK_LIST_PAGE_SIZE,
  bankList,
  type BankUseType,
} from '../../../shared/contracts/bank-wallet';

/** The user's cards of one use type (spec 000 §3: pageIndex from 1, 3 per page). */
export const bankListPages = definePagedList(bankList, {
  pageSize: BANK_LIST_PAGE_SIZE,
  input: (filter: { useType: BankUseType }, page) => ({ ...filter, ...page }),
});

/** The /banks list of one tab: pull to refresh, infinite scroll, cached for offline. */
export function useBankList(useType: BankUseType) {
  return bankListPages.use({ useType });
}
