import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { bankDetail, bankList, setDefaultBank } from '../../../src/shared/contracts/bank-wallet';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { findBankCard, listBankCards, setDefaultBankCard } from '../../store/bank-cards';

/**
 * spec 000 §7 bank wallet (src/shared/contracts/bank-wallet.ts). Every query is
 * scoped to the caller: another user's card id is notFound, never the card.
 */
export const bankWalletArea = defineArea('bank-wallet', (route) => {
  route(bankList, ({ input, user, ctx }) => listBankCards(ctx.db, { ...input, userId: user.id }));

  route(bankDetail, ({ input, user, ctx }) => {
    return findBankCard(ctx.db, user.id, input.cardId) ?? fail(BUSINESS_ERRORS.notFound);
  });

  // The app sends an Idempotency-Key per tap: a resumed or retried call is answered once.
  route(setDefaultBank, ({ input, user, ctx }) => {
    return setDefaultBankCard(ctx.db, user.id, input.cardId) ?? fail(BUSINESS_ERRORS.notFound);
  });
});
