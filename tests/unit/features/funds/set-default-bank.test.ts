import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../../src/api/query/page-param';
import { createQueryClient } from '../../../../src/api/query/query-client';
import { bankFirstPage, bankFirstPageInput } from '../../../../src/api/session/bank-first-page';
import { bankDetailRecord } from '../../../../src/features/funds/api/get-bank-detail';
import { bankListPages } from '../../../../src/features/funds/api/get-bank-list';
import {
  applyNewDefault,
  setDefaultBankChange,
} from '../../../../src/features/funds/api/set-default-bank.change';
import type { BankCard, BankCardDetail } from '../../../../src/shared/contracts/bank-wallet';
import { setDefaultBank } from '../../../../src/shared/contracts/bank-wallet';

const card = (id: number, useType: 1 | 2, isDefault: boolean): BankCard => ({
  id,
  bankName: '平安银行',
  cardNoMasked: `**** ${id}`,
  useType,
  isDefault,
});
const page = (list: BankCard[], pageIndex = 1): ListPage<BankCard> => ({
  list,
  total: 3,
  pageIndex,
  pageSize: 3,
});
const detailOf = (c: BankCard): BankCardDetail => ({
  ...c,
  cardType: '借记卡',
  holderNameMasked: '*三',
  phoneMasked: '138****0001',
  branchName: '深圳分行',
  boundAt: 0,
});

describe('setDefaultBankChange', () => {
  it('is keyed by its path and registers its function and cache update on a client', () => {
    const client = createQueryClient();
    expect(setDefaultBankChange.mutationKey).toEqual([setDefaultBank.path]);
    expect(client.getMutationDefaults(setDefaultBankChange.mutationKey).mutationFn).toBeUndefined();
    setDefaultBankChange.register(client);
    const defaults = client.getMutationDefaults(setDefaultBankChange.mutationKey);
    expect(defaults.mutationFn).toBe(setDefaultBankChange.send);
    expect(defaults.networkMode).toBe('online');
  });
});

describe('applyNewDefault: every cached copy shows the new default', () => {
  it('updates details, the home first pages and every loaded page of the paged lists', () => {
    const client = createQueryClient();
    const newDefault = card(2, 1, true);
    const untouched = card(9, 2, true);
    client.setQueryData(bankDetailRecord.key({ cardId: 1 }), detailOf(card(1, 1, true)));
    client.setQueryData(bankDetailRecord.key({ cardId: 9 }), detailOf(untouched));
    const firstPage = bankFirstPage.key(bankFirstPageInput(1));
    client.setQueryData(firstPage, page([card(1, 1, true), card(2, 1, false)]));
    const paged: InfiniteData<ListPage<BankCard>, number> = {
      pageParams: [1, 2],
      pages: [page([card(1, 1, true), card(3, 1, false)]), page([card(2, 1, false)], 2)],
    };
    client.setQueryData(bankListPages.key({ useType: 1 }), paged);

    applyNewDefault(client, newDefault);

    expect(client.getQueryData(bankDetailRecord.key({ cardId: 1 }))?.isDefault).toBe(false);
    const other = client.getQueryData(bankDetailRecord.key({ cardId: 9 }));
    expect(other?.isDefault).toBe(true);
    expect(client.getQueryData(firstPage)?.list.map((c) => c.isDefault)).toEqual([false, true]);
    const pages = client.getQueryData(bankListPages.key({ useType: 1 }));
    expect(pages?.pages.flatMap((p) => p.list.map((c) => c.isDefault))).toEqual([
      false,
      false,
      true,
    ]);
    expect(pages?.pageParams).toEqual([1, 2]);
    // The refetch that follows confirms the server's view.
    expect(client.getQueryState(firstPage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(bankDetailRecord.key({ cardId: 9 }))?.isInvalidated).toBe(true);
  });
});
