import type { Database } from 'better-sqlite3';
import { expect } from 'vitest';
import { balanceOf, userAccount } from '../../../../server/ledger/accounts';
import type { TransferKind } from '../../../../server/wallet/transfers';

// The wallet-level meaning model of wallet-property.test.ts: what each step
// means to the wallet screens, kept apart from the ledger's reference model.

export const USERS = [1, 2];

export type Step =
  | { type: 'recharge' | 'withdraw'; user: number; amount: number; fee: number }
  | { type: 'settle'; pick: number; success: boolean }
  | { type: 'transfer'; user: number; kind: TransferKind; amount: number }
  | { type: 'repeat'; pick: number };

export interface MeaningWorld {
  db: Database;
  /** Payments started (their start key applied), in order. */
  started: string[];
  payments: Map<string, { type: 'recharge' | 'withdraw'; user: number; total: number }>;
}

export function emptyFigures(): Map<number, Figures> {
  return new Map(USERS.map((id) => [id, { wallet: 0, margin: 0, frozen: 0, incoming: 0 }]));
}

/** What built an operation: a repeated key means what its first building meant. */
export interface Built {
  step: Step;
  serial: number;
  /** The payment a settle step picked. */
  payNo?: string;
}

/**
 * What the wallet screens promise, per user, kept from the payments' meaning
 * alone (not from legs): posted money, money frozen for withdrawals, money on
 * its way in. The real leg builders must agree with it after every step.
 */
export interface Figures {
  wallet: number;
  margin: number;
  frozen: number;
  incoming: number;
}

export function walletMeaning(
  w: MeaningWorld,
  figures: Map<number, Figures>,
  { step, serial, payNo }: Built,
) {
  const of = (id: number) => figures.get(id)!;
  if (step.type === 'recharge') of(step.user).incoming += step.amount;
  if (step.type === 'withdraw') of(step.user).frozen += step.amount + step.fee;
  if (step.type === 'recharge' || step.type === 'withdraw') {
    w.payments.set(`P${serial}`, { ...step, total: step.amount + step.fee });
    w.started.push(`P${serial}`);
  }
  if (step.type === 'settle') {
    const p = w.payments.get(payNo ?? '');
    if (!p) return;
    const f = of(p.user);
    if (p.type === 'recharge') {
      f.incoming -= p.total;
      if (step.success) f.wallet += p.total;
    } else {
      f.frozen -= p.total;
      if (step.success) f.wallet -= p.total;
    }
  }
  if (step.type === 'transfer') {
    const other = USERS.find((id) => id !== step.user) ?? step.user;
    const f = of(step.user);
    if (step.kind === 'WALLET_TO_MARGIN')
      [f.wallet, f.margin] = [f.wallet - step.amount, f.margin + step.amount];
    if (step.kind === 'MARGIN_TO_WALLET')
      [f.wallet, f.margin] = [f.wallet + step.amount, f.margin - step.amount];
    if (step.kind === 'TO_SELLER')
      [f.wallet, of(other).wallet] = [f.wallet - step.amount, of(other).wallet + step.amount];
  }
}

export function checkMeaning(w: MeaningWorld, figures: Map<number, Figures>): void {
  for (const [id, expected] of figures) {
    const wallet = balanceOf(w.db, userAccount(w.db, id, 'wallet'));
    const margin = balanceOf(w.db, userAccount(w.db, id, 'margin'));
    expect({
      wallet: wallet.creditsPosted - wallet.debitsPosted,
      margin: margin.creditsPosted - margin.debitsPosted,
      frozen: wallet.debitsPending,
      incoming: wallet.creditsPending,
    }).toEqual(expected);
  }
}
