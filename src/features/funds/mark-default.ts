import type { BankCard } from '../../shared/contracts/bank-wallet';

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
