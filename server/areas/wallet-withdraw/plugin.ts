import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  withdrawCalculate,
  withdrawCash,
  withdrawQuery,
  withdrawRule,
} from '../../../src/shared/contracts/wallet-withdraw';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import { WALLET_ERRORS } from '../../../src/shared/wallet-codes';
import {
  checkWalletAmount,
  WALLET_LIMITS,
  walletWithdrawFeeCents,
} from '../../../src/shared/wallet-rules';
import type { AppContext } from '../../app-context';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { payingCard, startOrFail } from '../../payments/user-payments';
import { withdrawalQuote } from '../../payments/withdrawal-quote';
import { ownCard, ownWalletPayment, requireOpenWallet } from '../../wallet/ownership';
import { walletPaymentView } from '../../wallet/wallet-payments';
import { walletFigures } from '../../wallet/wallet-store';

function calculate(ctx: AppContext, userId: number, amountCents: number) {
  const { availableCents } = walletFigures(ctx.db, userId);
  const checked = checkWalletAmount(amountCents, { kind: 'withdraw', availableCents });
  return withdrawalQuote(amountCents, availableCents, checked, walletWithdrawFeeCents);
}

/**
 * spec 000 §2 /withdrawCash: the amount (fee included) is held in the wallet at
 * once; the bank's settlement posts it, or releases it when the bank fails.
 */
export const walletWithdrawArea = defineArea('wallet-withdraw', (route) => {
  route(withdrawRule, ({ user, ctx }) => ({
    minCents: WALLET_LIMITS.minWithdrawCents,
    maxCents: WALLET_LIMITS.maxTransferCents,
    feeCents: WALLET_LIMITS.withdrawFeeCents,
    freeFromCents: WALLET_LIMITS.freeWithdrawFromCents,
    availableCents: walletFigures(ctx.db, user.id).availableCents,
  }));

  route(withdrawCalculate, ({ input, user, ctx }) => calculate(ctx, user.id, input.amountCents));

  route(withdrawCash, ({ input, user, ctx }) => {
    const closed = requireOpenWallet(ctx.db, user.id);
    if (closed) return closed;
    if (input.cardId !== undefined) {
      const named = ownCard(ctx.db, user.id, input.cardId);
      if (!('id' in named)) return named;
    }
    const card = payingCard(ctx.db, user.id, 2, input.cardId);
    if (!card)
      return fail(input.cardId === undefined ? FUNDS_ERRORS.noCard : BUSINESS_ERRORS.notFound);
    const calc = calculate(ctx, user.id, input.amountCents);
    if (!calc.allowed)
      return fail({ code: WALLET_ERRORS.amountRefused.code, msg: calc.reason ?? '' });
    const row = startOrFail(ctx, {
      userId: user.id,
      kind: 'WALLET_WITHDRAW',
      method: 'BANK_CARD',
      amountCents: input.amountCents,
      feeCents: calc.feeCents,
      title: '钱包提现',
      bankCardId: card.id,
      offlineAccount: null,
      orderId: null,
    });
    return 'payNo' in row ? walletPaymentView(ctx.db, row) : row;
  });

  route(withdrawQuery, ({ input, user, ctx }) => {
    const row = ownWalletPayment(ctx.db, user.id, input.payNo, 'WALLET_WITHDRAW');
    return 'payNo' in row ? walletPaymentView(ctx.db, row) : row;
  });
});
