import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '../../../api/query/page-param';
import type { BankCard } from '../../../shared/contracts/bank-wallet';

/**
 * After setDefault answers, the cached copies are corrected at once (the
 * refetch that follows confirms them): the new default of its use type is
 * default, every other card of that use type is not; other use types are
 * untouched. Pure, so each cache shape is a one-line update.
 */
export function markDefault<C extends BankCard>(card: C, newDefault: BankCard): C {
  if (card.useType !== newDefault.useType) return card;
  const isDefault = card.id === newDefault.id;
  return card.isDefault === isDefault ? card : { ...card, isDefault };
}

export function markDefaultInPage(
  page: ListPage<BankCard> | undefined,
  newDefault: BankCard,
): ListPage<BankCard> | undefined {
  if (!page) return page;
  return { ...page, list: page.list.map((card) => markDefault(card, newDefault)) };
}

export function markDefaultInPages(
  data: InfiniteData<ListPage<BankCard>, number> | undefined,
  newDefault: BankCard,
): InfiniteData<ListPage<BankCard>, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => markDefaultInPage(page, newDefault) ?? page),
  };
}
