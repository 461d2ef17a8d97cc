import { useQuery } from '@tanstack/react-query';
import { defineRecord } from '../../api/query/define-record';
import { bankFirstPage, bankFirstPageInput } from '../../api/session/bank-first-page';
import { bankDetail, type BankCard, type BankUseType } from '../../shared/contracts/bank-wallet';

const chosenCardRecord = defineRecord(bankDetail);

/** The card in use: the one named in the address, else the list's default, else its first. */
export function cardInUse(cards: readonly BankCard[], chosen: number | null): BankCard | undefined {
  if (chosen !== null) return cards.find((card) => card.id === chosen);
  return cards.find((card) => card.isDefault) ?? cards[0];
}

/**
 * The cards a money screen offers (the app state's first page of the use type,
 * 3 cards, spec 000 §3) and the one in use. A card chosen on
 * /bankCardSelectList but not among the first three is read by its detail.
 */
export function useCardChoice(useType: BankUseType, chosen: number | null) {
  const page = bankFirstPage.use(bankFirstPageInput(useType));
  const cards = page.data?.list ?? [];
  const inList = cardInUse(cards, chosen);
  const outside = useQuery({
    ...chosenCardRecord.options({ cardId: chosen ?? 0 }),
    enabled: chosen !== null && page.data !== undefined && inList === undefined,
  });
  const selected: BankCard | undefined = inList ?? outside.data;
  return {
    page,
    cards,
    /** Shown beside the first three when it is not one of them. */
    extra: inList === undefined ? outside.data : undefined,
    selectedId: selected?.id ?? null,
  };
}

export type CardChoice = ReturnType<typeof useCardChoice>;
