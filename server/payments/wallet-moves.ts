import type { Database } from 'better-sqlite3';
import { platformAccount, userAccount } from '../ledger/accounts';
import type { Leg } from '../ledger/apply';
import type { PaymentRow } from './payment-store';

/**
 * The ledger legs of the bank wallet's payments (Funds II), beside the margin's
 * in money-moves.ts: a recharge's money is on its way in (a hold from the banks
 * to the wallet); a withdrawal holds the amount in the wallet at once (to the
 * banks, its fee to the platform). Settling posts or voids them like any payment.
 */
export type WalletKind = 'WALLET_RECHARGE' | 'WALLET_WITHDRAW';

export function isWalletKind(kind: PaymentRow['kind']): kind is WalletKind {
  return kind === 'WALLET_RECHARGE' || kind === 'WALLET_WITHDRAW';
}

export function walletStartLegs(
  db: Database,
  p: { userId: number; kind: WalletKind; amountCents: number; feeCents: number },
): Leg[] {
  const world = platformAccount(db, 'world');
  const wallet = userAccount(db, p.userId, 'wallet');
  if (p.kind === 'WALLET_RECHARGE') {
    return [
      { kind: 'pending', debit: world, credit: wallet, amount: p.amountCents, memo: '钱包充值' },
    ];
  }
  const arrive = p.amountCents - p.feeCents;
  const legs: Leg[] = [
    { kind: 'pending', debit: wallet, credit: world, amount: arrive, memo: '钱包提现' },
  ];
  if (p.feeCents > 0) {
    const fees = platformAccount(db, 'fees');
    legs.push({
      kind: 'pending',
      debit: wallet,
      credit: fees,
      amount: p.feeCents,
      memo: '提现手续费',
    });
  }
  return legs;
}
