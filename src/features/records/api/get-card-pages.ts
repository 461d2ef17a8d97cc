import { definePagedList } from '../../../api/query/define-paged-list';
import {
  BANK_LIST_PAGE_SIZE,
  bankList,
  type BankUseType,
} from '../../../shared/contracts/bank-wallet';

/**
 * The cards of one use type, 3 a page (spec 000 §3, §9): the same endpoint and
 * key (`[path, 'pages', { useType }]`) as /banks, so both screens share one cache.
 */
export const cardPages = definePagedList(bankList, {
  pageSize: BANK_LIST_PAGE_SIZE,
  input: (filter: { useType: BankUseType }, page) => ({ ...filter, ...page }),
});

export function useCardPages(useType: BankUseType) {
  return cardPages.use({ useType });
}
