import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
import { allOf, updateListItems, updateRecords } from '../../../api/query/query-keys';
import {
  bankDetail,
  bankList,
  setDefaultBank,
  type BankCard,
} from '../../../shared/contracts/bank-wallet';
import { markDefault } from '../mark-default';

/** Every cached detail, first page (home) and paged list shows the new default now; the refetch confirms it. */
export function applyNewDefault(client: QueryClient, card: BankCard): void {
  updateRecords(client, bankDetail, (detail) => markDefault(detail, card));
  updateRecords(client, bankList, (page) => ({
    ...page,
    list: page.list.map((item) => markDefault(item, card)),
  }));
  updateListItems(client, bankList, (item) => markDefault(item, card));
  void client.invalidateQueries({ queryKey: allOf(bankList) });
  void client.invalidateQueries({ queryKey: allOf(bankDetail) });
}

/**
 * 设为默认 (setDefault, idempotency 'required'): a card becomes the default of its
 * use type. Defined here, the app registers it at boot (a change paused offline
 * resumes after a reload); the hook is in use-set-default-bank.ts, so this file
 * stays light in the shell. Copy this shape for payments.
 */
export const setDefaultBankChange = defineChange(setDefaultBank, { onSuccess: applyNewDefault });
