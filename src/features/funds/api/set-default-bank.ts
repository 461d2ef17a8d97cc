import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { idempotencyHeaders, type Keyed } from '../../../api/query/idempotency';
import type { ListPage } from '../../../api/query/page-param';
import { allOf } from '../../../api/query/query-keys';
import {
  bankDetail,
  bankList,
  setDefaultBank,
  type BankCard,
  type BankCardDetail,
} from '../../../shared/contracts/bank-wallet';
import { markDefault, markDefaultInPage, markDefaultInPages } from './mark-default';

export type SetDefaultBankVariables = Keyed<{ cardId: number }>;

/** Registered at boot, so a change paused offline finds its function after a reload. */
export const SET_DEFAULT_BANK_KEY = [setDefaultBank.path] as const;

/**
 * Makes a card the default of its use type. Naturally idempotent on the server;
 * it still carries its key, as every change in the app does (copy this shape
 * for payments, where the key is what stops a double charge).
 */
export function sendSetDefaultBank(variables: SetDefaultBankVariables): Promise<BankCard> {
  return call(setDefaultBank, variables.input, { headers: idempotencyHeaders(variables) });
}

/** Every cached list page and detail shows the new default now; the refetch confirms it. */
export function applyNewDefault(client: QueryClient, card: BankCard): void {
  client.setQueriesData<BankCardDetail>({ queryKey: allOf(bankDetail) }, (detail) =>
    detail ? markDefault(detail, card) : detail,
  );
  for (const query of client.getQueryCache().findAll({ queryKey: allOf(bankList) })) {
    const paged = query.queryKey[1] === 'pages';
    client.setQueryData(query.queryKey, (data: unknown) =>
      paged
        ? markDefaultInPages(data as InfiniteData<ListPage<BankCard>, number> | undefined, card)
        : markDefaultInPage(data as ListPage<BankCard> | undefined, card),
    );
  }
  void client.invalidateQueries({ queryKey: allOf(bankList) });
  void client.invalidateQueries({ queryKey: allOf(bankDetail) });
}

export function registerSetDefaultBank(client: QueryClient): void {
  client.setMutationDefaults(SET_DEFAULT_BANK_KEY, {
    mutationFn: (variables) => sendSetDefaultBank(variables as unknown as SetDefaultBankVariables),
    onSuccess: (card) => applyNewDefault(client, card as BankCard),
  });
}
