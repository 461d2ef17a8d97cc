import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import {
  drawMargin,
  drawMarginCalculate,
  drawMarginCalculateV2,
  drawMarginV2,
  offlineDrawMargin,
} from '../../../src/shared/contracts/margin-draw';
import { checkAmount, MONEY_LIMITS, withdrawFeeCents } from '../../../src/shared/money-rules';
import type { AppContext } from '../../app-context';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { marginFigures } from '../../ledger/accounts';
import { payingCard, startOrFail } from '../../payments/user-payments';
import { withdrawalQuote } from '../../payments/withdrawal-quote';
import { checkMarginPassword, contractOf, hasMarginPassword } from '../margin/margin-settings';

/** The fee and what arrives, and whether this amount may be withdrawn now. */
function calculate(ctx: AppContext, userId: number, amountCents: number) {
  const { availableCents } = marginFigures(ctx.db, userId);
  const checked = checkAmount(amountCents, { kind: 'withdraw', availableCents });
  return withdrawalQuote(amountCents, availableCents, checked, withdrawFeeCents);
}

interface Withdrawal {
  amountCents: number;
  password: string;
  /** A bound transfer-out card, or an account typed in (offline). */
  to: { cardId: number | undefined } | { offlineAccount: string };
  needsContract: boolean;
}

/**
 * Holds the amount at once (the ledger refuses what the account cannot cover,
 * holds counted); the bank's settlement posts it or releases it.
 */
async function withdraw(ctx: AppContext, userId: number, w: Withdrawal) {
  const password = await checkMarginPassword(ctx.db, userId, w.password);
  if (password === 'unset') return fail(FUNDS_ERRORS.passwordUnset);
  if (password === 'wrong') return fail(FUNDS_ERRORS.passwordWrong);
  if (w.needsContract && !contractOf(ctx.db, userId).signed)
    return fail(FUNDS_ERRORS.contractUnsigned);
  const card = 'cardId' in w.to ? payingCard(ctx.db, userId, 2, w.to.cardId) : undefined;
  if ('cardId' in w.to && !card) {
    return fail(w.to.cardId === undefined ? FUNDS_ERRORS.noCard : BUSINESS_ERRORS.notFound);
  }
  const calc = calculate(ctx, userId, w.amountCents);
  if (!calc.allowed) return fail({ code: FUNDS_ERRORS.amountRefused.code, msg: calc.reason ?? '' });
  const row = startOrFail(ctx, {
    userId,
    kind: 'MARGIN_WITHDRAW',
    method: card ? 'BANK_CARD' : 'OFFLINE',
    amountCents: w.amountCents,
    feeCents: calc.feeCents,
    title: '保证金提现',
    bankCardId: card?.id ?? null,
    offlineAccount: 'offlineAccount' in w.to ? w.to.offlineAccount : null,
    orderId: null,
  });
  if (!('payNo' in row)) return row;
  return {
    payNo: row.payNo,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    arriveCents: row.amountCents - row.feeCents,
  };
}

/** spec 000 §7 withdrawing margin: the calculation, to a card, and offline. */
export const marginDrawArea = defineArea('margin-draw', (route) => {
  route(drawMarginCalculate, ({ input, user, ctx }) => calculate(ctx, user.id, input.amountCents));

  route(drawMarginCalculateV2, ({ input, user, ctx }) => {
    const calc = calculate(ctx, user.id, input.amountCents);
    return {
      ...calc,
      minCents: MONEY_LIMITS.minWithdrawCents,
      maxCents: Math.min(MONEY_LIMITS.maxPaymentCents, calc.availableCents),
      feePerMille: MONEY_LIMITS.withdrawFeePerMille,
      feeMinCents: MONEY_LIMITS.withdrawFeeMinCents,
      feeMaxCents: MONEY_LIMITS.withdrawFeeMaxCents,
      hasPassword: hasMarginPassword(ctx.db, user.id),
      contractSigned: contractOf(ctx.db, user.id).signed,
    };
  });

  route(drawMargin, ({ input, user, ctx }) =>
    withdraw(ctx, user.id, { ...input, to: { cardId: input.cardId }, needsContract: false }),
  );

  route(drawMarginV2, ({ input, user, ctx }) =>
    withdraw(ctx, user.id, { ...input, to: { cardId: input.cardId }, needsContract: true }),
  );

  route(offlineDrawMargin, ({ input, user, ctx }) =>
    withdraw(ctx, user.id, {
      amountCents: input.amountCents,
      password: input.password,
      // Only the bank and the last four digits are kept.
      to: { offlineAccount: `${input.bankName}|${input.accountNo.slice(-4)}` },
      needsContract: true,
    }),
  );
});
