import type { Database } from 'better-sqlite3';
import { platformAccount, userAccount } from '../../ledger/accounts';
import { applyOperation, type Leg } from '../../ledger/apply';
import { settleKey, settleLegs, startKey, startLegs } from '../../payments/money-moves';
import { insertPayment, moveStatus, type NewPayment } from '../../payments/payment-store';
import type { PaymentStatus } from '../../payments/state-machine';

/**
 * Seed history written through the real ledger (never balances typed in), so
 * every figure the screens show is the sum of its transfers.
 */

let serial = 0;

/** Numbers restart with every seed, so the same `now` seeds the same payNos. */
export function restartSeedNumbers(): void {
  serial = 0;
}

function apply(db: Database, key: string, kind: string, legs: Leg[], now: number): number[] {
  const applied = applyOperation(db, { key, kind, legs, now });
  if (!applied.ok) throw new Error(`seed operation ${key} refused: ${applied.reason}`);
  return applied.transferIds;
}

export interface SeedPayment extends Omit<NewPayment, 'payNo' | 'status' | 'createdAt'> {
  at: number;
  /** The bank's answer and when (null: still pending). */
  outcome: { status: Exclude<PaymentStatus, 'PENDING'>; afterMs: number } | null;
}

/** A payment as the service would have made it: its row, its holds, its settlement. */
export function seedPayment(db: Database, p: SeedPayment): string {
  serial += 1;
  const payNo = `P${p.at}${p.userId}${String(serial % 10_000).padStart(4, '0')}`;
  const immediate = p.method === 'MARGIN';
  const { at, outcome, ...fields } = p;
  insertPayment(db, { ...fields, payNo, status: immediate ? 'SUCCESS' : 'PENDING', createdAt: at });
  apply(db, startKey(payNo), p.kind, startLegs(db, p), at);
  if (immediate || !outcome) return payNo;
  const settledAt = at + outcome.afterMs;
  moveStatus(db, payNo, 'PENDING', outcome.status, settledAt);
  apply(
    db,
    settleKey(payNo),
    outcome.status,
    settleLegs(db, payNo, outcome.status === 'SUCCESS'),
    settledAt,
  );
  return payNo;
}

/** Margin frozen for a bid; released (voided) later unless `releasedAt` is null. */
export function seedBidHold(
  db: Database,
  h: { userId: number; amountCents: number; at: number; releasedAt: number | null; title: string },
): void {
  serial += 1;
  const key = `seed:bid:${h.userId}:${serial}`;
  const leg: Leg = {
    kind: 'pending',
    debit: userAccount(db, h.userId, 'margin'),
    credit: platformAccount(db, 'bidHolds'),
    amount: h.amountCents,
    memo: `竞拍冻结 · ${h.title}`,
  };
  const [holdId] = apply(db, key, 'BID_HOLD', [leg], h.at);
  if (h.releasedAt === null || holdId === undefined) return;
  const release: Leg = { kind: 'void', pendingId: holdId, memo: `竞拍未中解冻 · ${h.title}` };
  apply(db, `${key}:release`, 'BID_RELEASE', [release], h.releasedAt);
}
