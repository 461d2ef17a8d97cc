import * as z from 'zod/mini';

/**
 * Amount rules of the margin and payment calls, once for the app (before any
 * call) and the reference server (the contracts' input schemas). Amounts are
 * integer cents (CONTRACTS.md "Money seams"); the limits are the project's
 * choice, stated to the app by add/margin/before/valid and draw/margin/calculate.
 */
export const MONEY_LIMITS = {
  /** One payment is at most ¥1,000,000 (CONTRACTS.md). */
  maxPaymentCents: 100_000_000,
  /** Top-ups per user per day (the bank card's daily limit in the demo). */
  dailyTopUpCents: 200_000_000,
  /** A withdrawal below ¥10 is refused (the fee would eat most of it). */
  minWithdrawCents: 1_000,
  /** Withdrawal fee: 0.1 % of the amount, at least ¥1, at most ¥50. */
  withdrawFeePerMille: 1,
  withdrawFeeMinCents: 100,
  withdrawFeeMaxCents: 5_000,
} as const;

export const AMOUNT_MESSAGES = {
  notInteger: '金额格式不正确，最多保留两位小数',
  notPositive: '金额必须大于 0',
  tooLarge: '单笔金额不能超过 1,000,000.00 元',
  overBalance: '金额不能超过可用余额',
  belowMinWithdraw: '提现金额不能少于 10.00 元',
  overDaily: '已超过今日充值限额',
} as const;

/** A payment's amount in cents: a positive integer, at most the single-payment limit. */
export const amountCents = () =>
  z
    .number(AMOUNT_MESSAGES.notInteger)
    .check(
      z.int(AMOUNT_MESSAGES.notInteger),
      z.positive(AMOUNT_MESSAGES.notPositive),
      z.maximum(MONEY_LIMITS.maxPaymentCents, AMOUNT_MESSAGES.tooLarge),
    );

/** The withdrawal fee of an amount (rounded up to the cent, within its floor and cap). */
export function withdrawFeeCents(amount: number): number {
  const fee = Math.ceil((amount * MONEY_LIMITS.withdrawFeePerMille) / 1000);
  return Math.min(
    MONEY_LIMITS.withdrawFeeMaxCents,
    Math.max(MONEY_LIMITS.withdrawFeeMinCents, fee),
  );
}

export type AmountCheck = { ok: true } | { ok: false; msg: string };

/**
 * Every rule of one amount, in the order the user reads them: format, sign,
 * single-payment limit, then the balance (withdrawals, margin payments) or the
 * day's remaining top-up (top-ups).
 */
export function checkAmount(
  amount: number,
  scene:
    | { kind: 'topUp'; dailyRemainingCents: number }
    | { kind: 'spend' | 'withdraw'; availableCents: number },
): AmountCheck {
  const parsed = amountCents().safeParse(amount);
  if (!parsed.success)
    return { ok: false, msg: parsed.error.issues[0]?.message ?? AMOUNT_MESSAGES.notInteger };
  if (scene.kind === 'topUp') {
    return amount > scene.dailyRemainingCents
      ? { ok: false, msg: AMOUNT_MESSAGES.overDaily }
      : { ok: true };
  }
  if (scene.kind === 'withdraw' && amount < MONEY_LIMITS.minWithdrawCents) {
    return { ok: false, msg: AMOUNT_MESSAGES.belowMinWithdraw };
  }
  return amount > scene.availableCents
    ? { ok: false, msg: AMOUNT_MESSAGES.overBalance }
    : { ok: true };
}
