import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import {
  addMargin,
  addMarginBeforeValid,
  addMarginPayResult,
  addMarginV2,
  payCancel,
  payCancelResult,
  paymentChannelInfoQuery,
  paymentMethodQuery,
  paymentStartCheckMessage,
} from '../../../src/shared/contracts/margin-topup';
import type { AppContext } from '../../app-context';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import {
  cancelOwnPayment,
  ownPayment,
  paymentAnswer,
  payingCard,
  startOrFail,
} from '../../payments/user-payments';
import { channelsOf, methodsOf, startCheckMessage, topUpLimits } from './top-up-rules';

/** Starts a top-up from the card named or the default transfer-in card. */
function startTopUp(ctx: AppContext, userId: number, amountCents: number, cardId?: number) {
  const card = payingCard(ctx.db, userId, 1, cardId);
  if (!card) return fail(cardId === undefined ? FUNDS_ERRORS.noCard : BUSINESS_ERRORS.notFound);
  const limits = topUpLimits(ctx, userId, amountCents);
  if (!limits.allowed)
    return fail({ code: FUNDS_ERRORS.amountRefused.code, msg: limits.reason ?? '' });
  const row = startOrFail(ctx, {
    userId,
    kind: 'MARGIN_TOPUP',
    method: 'BANK_CARD',
    amountCents,
    feeCents: 0,
    title: '保证金充值',
    bankCardId: card.id,
    offlineAccount: null,
    orderId: null,
  });
  if (!('payNo' in row)) return row;
  return { payNo: row.payNo, status: row.status, amountCents: row.amountCents };
}

/**
 * spec 000 §4/§7 margin top-ups (CONTRACTS.md "Money seams"). The kit applies
 * each Idempotency-Key once; the payment's ledger operations are keyed by its
 * payNo, so its money moves once whatever the retries.
 */
export const marginTopUpArea = defineArea('margin-topup', (route) => {
  route(addMargin, ({ input, user, ctx }) =>
    startTopUp(ctx, user.id, input.amountCents, input.cardId),
  );

  route(addMarginV2, ({ input, user, ctx }) =>
    startTopUp(ctx, user.id, input.amountCents, input.cardId),
  );

  route(addMarginBeforeValid, ({ input, user, ctx }) => {
    const limits = topUpLimits(ctx, user.id, input.amountCents);
    if (limits.allowed) return limits;
    return fail({ code: FUNDS_ERRORS.amountRefused.code, msg: limits.reason ?? '' }, limits);
  });

  route(addMarginPayResult, ({ input, user, ctx }) => {
    const row = ownPayment(ctx.db, user.id, input.payNo);
    return 'payNo' in row ? paymentAnswer(ctx.db, row) : row;
  });

  route(payCancel, ({ input, user, ctx }) => {
    const row = cancelOwnPayment(ctx, user.id, input.payNo, ['MARGIN_TOPUP', 'MARGIN_WITHDRAW']);
    return 'payNo' in row ? paymentAnswer(ctx.db, row) : row;
  });

  route(payCancelResult, ({ input, user, ctx }) => {
    const row = ownPayment(ctx.db, user.id, input.payNo);
    return 'payNo' in row ? paymentAnswer(ctx.db, row) : row;
  });

  route(paymentMethodQuery, ({ input, user, ctx }) => ({
    methods: methodsOf(ctx, user.id, input.scene),
  }));

  route(paymentChannelInfoQuery, ({ user, ctx }) => ({ channels: channelsOf(ctx.db, user.id) }));

  route(paymentStartCheckMessage, ({ input, user, ctx }) =>
    startCheckMessage(ctx, user.id, input.scene, input.amountCents),
  );
});
