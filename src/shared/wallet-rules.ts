import { AMOUNT_MESSAGES, amountCents } from './money-rules';

/**
 * Amount rules of the bank wallet (recharge, withdrawal, transfers), once for
 * the app (before any call) and the reference server. The limits are the
 * project's choice (the spec has none); the rule calls state them to the app.
 */
export const WALLET_LIMITS = {
  /** A quick-pay recharge: at least ¥1, at most ¥50,000 a time, ¥200,000 a day. */
  minRechargeCents: 100,
  maxRechargeCents: 5_000_000,
  dailyRechargeCents: 20_000_000,
  /** A withdrawal: at least ¥10; a flat ¥2 fee, free from ¥5,000 up. */
  minWithdrawCents: 1_000,
  withdrawFeeCents: 200,
  freeWithdrawFromCents: 500_000,
  /** A transfer between the wallet and the margin account, or to a seller. */
  maxTransferCents: 100_000_000,
} as const;

export const WALLET_MESSAGES = {
  belowMinRecharge: '单笔充值不能少于 1.00 元',
  overMaxRecharge: '单笔充值不能超过 50,000.00 元',
  overDaily: '已超过今日充值限额',
  belowMinWithdraw: '提现金额不能少于 10.00 元',
  overTransfer: '单笔转账不能超过 1,000,000.00 元',
  overBalance: AMOUNT_MESSAGES.overBalance,
} as const;

export function walletWithdrawFeeCents(amount: number): number {
  return amount >= WALLET_LIMITS.freeWithdrawFromCents ? 0 : WALLET_LIMITS.withdrawFeeCents;
}

export type WalletScene =
  | { kind: 'recharge'; dailyRemainingCents: number }
  | { kind: 'withdraw' | 'transfer'; availableCents: number };

export type WalletAmountCheck = { ok: true } | { ok: false; msg: string };

/** Every rule of one amount, in the order the user reads them. */
export function checkWalletAmount(amount: number, scene: WalletScene): WalletAmountCheck {
  const parsed = amountCents().safeParse(amount);
  if (!parsed.success)
    return { ok: false, msg: parsed.error.issues[0]?.message ?? AMOUNT_MESSAGES.notInteger };
  if (scene.kind === 'recharge') {
    if (amount < WALLET_LIMITS.minRechargeCents)
      return { ok: false, msg: WALLET_MESSAGES.belowMinRecharge };
    if (amount > WALLET_LIMITS.maxRechargeCents)
      return { ok: false, msg: WALLET_MESSAGES.overMaxRecharge };
    return amount > scene.dailyRemainingCents
      ? { ok: false, msg: WALLET_MESSAGES.overDaily }
      : { ok: true };
  }
  if (scene.kind === 'withdraw' && amount < WALLET_LIMITS.minWithdrawCents)
    return { ok: false, msg: WALLET_MESSAGES.belowMinWithdraw };
  if (amount > WALLET_LIMITS.maxTransferCents)
    return { ok: false, msg: WALLET_MESSAGES.overTransfer };
  return amount > scene.availableCents
    ? { ok: false, msg: WALLET_MESSAGES.overBalance }
    : { ok: true };
}
