import { defineRecord } from '../query/define-record';
import {
  BANK_LIST_PAGE_SIZE,
  bankList,
  type BankUseType,
} from '../../shared/contracts/bank-wallet';

/**
 * spec 000 §3, §7, §9: the app state's bank lists are page 1 of 3 items per use
 * type (transInBanks: 1, transOutBanks: 2), loaded at start and shown on the
 * home page; the store mirrors them (src/store/bank-lists.ts).
 */
export const bankFirstPage = defineRecord(bankList, { isEmpty: (page) => page.list.length === 0 });

export function bankFirstPageInput(useType: BankUseType) {
  return { pageIndex: 1, pageSize: BANK_LIST_PAGE_SIZE, useType };
}
