import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  rechargeAgree,
  rechargeCancel,
  rechargePay,
  rechargeResult,
  rechargeRule,
  rechargeSms,
} from '../../../src/shared/contracts/wallet-recharge';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import { WALLET_ERRORS } from '../../../src/shared/wallet-codes';
import { checkWalletAmount, WALLET_LIMITS } from '../../../src/shared/wallet-rules';
import type { AppContext } from '../../app-context';
import { defineArea } from '../../kit/area';
import { fail, type Failure } from '../../kit/failure';
import { resolvePayment } from '../../payments/service';
import { startOrFail } from '../../payments/user-payments';
import { checkBankCode, sendBankCode } from '../../wallet/bank-sms';
import { ownCard, ownWalletPayment, requireOpenWallet, type OwnCard } from '../../wallet/ownership';
import { rechargedSince, walletPaymentView } from '../../wallet/wallet-payments';

const DAY_MS = 86_400_000;

function dailyRemaining(ctx: AppContext, userId: number): number {
  const used = rechargedSince(ctx.db, userId, ctx.now() - DAY_MS);
  return Math.max(0, WALLET_LIMITS.dailyRechargeCents - used);
}

/** The caller's own transfer-in card (recharges come from one). */
function rechargeCard(ctx: AppContext, userId: number, cardId: number): OwnCard | Failure {
  const card = ownCard(ctx.db, userId, cardId);
  if ('id' in card && card.useType !== 1) return fail(BUSINESS_ERRORS.notFound);
  return card;
}

function agreed(ctx: AppContext, cardId: number): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM wallet_card_agreements WHERE card_id = ?').get(cardId) !==
    undefined
  );
}

/**
 * spec 000 §2 /sellerWalletRecharge, /quickpayVerificationCode: a quick-pay
 * recharge is a payment through the simulated bank, pending until it settles;
 * a failed or cancelled one leaves every balance as it was.
 */
export const walletRechargeArea = defineArea('wallet-recharge', (route) => {
  route(rechargeRule, ({ user, ctx }) => ({
    minCents: WALLET_LIMITS.minRechargeCents,
    maxCents: WALLET_LIMITS.maxRechargeCents,
    dailyCents: WALLET_LIMITS.dailyRechargeCents,
    dailyRemainingCents: dailyRemaining(ctx, user.id),
  }));

  route(rechargeAgree, ({ input, user, ctx }) => {
    const card = rechargeCard(ctx, user.id, input.cardId);
    if (!('id' in card)) return card;
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO wallet_card_agreements (card_id, user_id, agreed_at) VALUES (?, ?, ?)',
      )
      .run(card.id, user.id, ctx.now());
    const agreedAt = ctx.db
      .prepare('SELECT agreed_at FROM wallet_card_agreements WHERE card_id = ?')
      .pluck()
      .get(card.id) as number;
    return { cardId: card.id, agreedAt };
  });

  route(rechargeSms, ({ input, user, ctx, request }) => {
    const card = rechargeCard(ctx, user.id, input.cardId);
    if (!('id' in card)) return card;
    return sendBankCode(ctx, card.reservedPhone, '快捷充值', (m) => request.log.warn(m));
  });

  route(rechargePay, ({ input, user, ctx }) => {
    const closed = requireOpenWallet(ctx.db, user.id);
    if (closed) return closed;
    const card = rechargeCard(ctx, user.id, input.cardId);
    if (!('id' in card)) return card;
    if (!agreed(ctx, card.id)) return fail(WALLET_ERRORS.notAgreed);
    const amount = checkWalletAmount(input.amountCents, {
      kind: 'recharge',
      dailyRemainingCents: dailyRemaining(ctx, user.id),
    });
    if (!amount.ok) return fail({ code: WALLET_ERRORS.amountRefused.code, msg: amount.msg });
    const wrongCode = checkBankCode(ctx, card.reservedPhone, input.smsCode);
    if (wrongCode) return wrongCode;
    const row = startOrFail(ctx, {
      userId: user.id,
      kind: 'WALLET_RECHARGE',
      method: 'BANK_CARD',
      amountCents: input.amountCents,
      feeCents: 0,
      title: '钱包充值',
      bankCardId: card.id,
      offlineAccount: null,
      orderId: null,
    });
    return 'payNo' in row ? walletPaymentView(ctx.db, row) : row;
  });

  route(rechargeResult, ({ input, user, ctx }) => {
    const row = ownWalletPayment(ctx.db, user.id, input.payNo, 'WALLET_RECHARGE');
    return 'payNo' in row ? walletPaymentView(ctx.db, row) : row;
  });

  route(rechargeCancel, ({ input, user, ctx }) => {
    const row = ownWalletPayment(ctx.db, user.id, input.payNo, 'WALLET_RECHARGE');
    if (!('payNo' in row)) return row;
    const { moved, payment } = resolvePayment(ctx, row.payNo, 'CANCEL');
    if (!moved || !payment) return fail(FUNDS_ERRORS.notPending);
    return walletPaymentView(ctx.db, payment);
  });
});
