import type { Database } from 'better-sqlite3';
import { AMOUNT_MESSAGES, checkAmount, MONEY_LIMITS } from '../../../src/shared/money-rules';
import type { AppContext } from '../../app-context';
import { marginFigures } from '../../ledger/accounts';
import { topUpsSince } from '../../payments/payment-store';
import { maskCardNo } from '../../store/masking';

const DAY_MS = 86_400_000;
// Asked to confirm from ¥50,000 (a large amount is a typo more often than not).
const CONFIRM_FROM_CENTS = 5_000_000;

function hasTransferInCard(db: Database, userId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM bank_cards WHERE user_id = ? AND use_type = 1').get(userId) !==
    undefined
  );
}

/** add/margin/before/valid: the limits, and whether this amount (if any) may start now. */
export function topUpLimits(ctx: AppContext, userId: number, amountCents: number | undefined) {
  const used = topUpsSince(ctx.db, userId, ctx.now() - DAY_MS);
  const dailyRemainingCents = Math.max(0, MONEY_LIMITS.dailyTopUpCents - used);
  const hasCard = hasTransferInCard(ctx.db, userId);
  const checked =
    amountCents === undefined
      ? { ok: true as const }
      : checkAmount(amountCents, { kind: 'topUp', dailyRemainingCents });
  const reason = !hasCard
    ? '请先绑定银行卡'
    : checked.ok
      ? dailyRemainingCents === 0
        ? AMOUNT_MESSAGES.overDaily
        : null
      : checked.msg;
  return {
    allowed: reason === null,
    reason,
    minCents: 1,
    maxCents: Math.min(MONEY_LIMITS.maxPaymentCents, dailyRemainingCents),
    dailyRemainingCents,
    hasCard,
  };
}

export function channelsOf(db: Database, userId: number) {
  const cards = db
    .prepare(
      `SELECT id, bank_name AS bankName, card_no AS cardNo, is_default AS isDefault FROM bank_cards
       WHERE user_id = ? AND use_type = 1 ORDER BY is_default DESC, id`,
    )
    .all(userId) as Array<{ id: number; bankName: string; cardNo: string; isDefault: number }>;
  return cards.map((card) => ({
    cardId: card.id,
    bankName: card.bankName,
    cardNoMasked: maskCardNo(card.cardNo),
    isDefault: card.isDefault === 1,
    singleLimitCents: MONEY_LIMITS.maxPaymentCents,
    dailyLimitCents: MONEY_LIMITS.dailyTopUpCents,
  }));
}

type Scene = 'MARGIN_TOPUP' | 'ORDER_PAY';

export function methodsOf(ctx: AppContext, userId: number, scene: Scene) {
  const hasCard = hasTransferInCard(ctx.db, userId);
  const methods: Array<{
    method: 'BANK_CARD' | 'MARGIN';
    name: string;
    enabled: boolean;
    note: string;
  }> = [
    {
      method: 'BANK_CARD',
      name: '银行卡支付',
      enabled: hasCard,
      note: hasCard ? '由银行处理，通常几秒内到账' : '请先绑定银行卡',
    },
  ];
  if (scene === 'ORDER_PAY') {
    const { availableCents } = marginFigures(ctx.db, userId);
    methods.unshift({
      method: 'MARGIN',
      name: '保证金支付',
      enabled: availableCents > 0,
      note: `可用保证金 ${(availableCents / 100).toFixed(2)} 元`,
    });
  }
  return methods;
}

/** user/payment/start/check/message: what the page tells the user before paying. */
export function startCheckMessage(
  ctx: AppContext,
  userId: number,
  scene: Scene,
  amountCents: number,
) {
  if (!hasTransferInCard(ctx.db, userId) && scene === 'MARGIN_TOPUP') {
    return { canStart: false, needConfirm: false, message: '请先绑定银行卡' };
  }
  if (scene === 'MARGIN_TOPUP') {
    const limits = topUpLimits(ctx, userId, amountCents);
    if (!limits.allowed)
      return { canStart: false, needConfirm: false, message: limits.reason ?? '' };
  }
  const needConfirm = amountCents >= CONFIRM_FROM_CENTS;
  const yuan = (amountCents / 100).toFixed(2);
  return {
    canStart: true,
    needConfirm,
    message: needConfirm ? `本次支付金额 ${yuan} 元，请确认金额无误` : '',
  };
}
