import type { Database } from 'better-sqlite3';
import { platformAccount, userAccount } from '../ledger/accounts';
import type { Leg } from '../ledger/apply';
import type { PaymentRow } from './payment-store';
import { isWalletKind, walletStartLegs } from './wallet-moves';

/**
 * The ledger legs of a payment. Starting one holds the money (a top-up's money
 * is on its way in, a withdrawal's is frozen in the margin account); settling it
 * posts every hold (SUCCESS) or voids them (FAILED, CANCELLED). A margin payment
 * of an order moves at once: the platform settles it, not a bank.
 */
export const startKey = (payNo: string) => `pay:${payNo}:start`;
// One key for success, failure and cancellation: a payment's holds resolve once.
export const settleKey = (payNo: string) => `pay:${payNo}:settle`;

type StartFields = Pick<PaymentRow, 'userId' | 'kind' | 'method' | 'amountCents' | 'feeCents'>;

export function startLegs(db: Database, p: StartFields): Leg[] {
  if (isWalletKind(p.kind)) return walletStartLegs(db, { ...p, kind: p.kind });
  const world = platformAccount(db, 'world');
  const margin = userAccount(db, p.userId, 'margin');
  const escrow = platformAccount(db, 'orderEscrow');
  if (p.kind === 'MARGIN_TOPUP') {
    return [
      { kind: 'pending', debit: world, credit: margin, amount: p.amountCents, memo: '保证金充值' },
    ];
  }
  if (p.kind === 'MARGIN_WITHDRAW') {
    const legs: Leg[] = [
      {
        kind: 'pending',
        debit: margin,
        credit: world,
        amount: p.amountCents - p.feeCents,
        memo: '保证金提现',
      },
    ];
    if (p.feeCents > 0) {
      const fees = platformAccount(db, 'fees');
      legs.push({
        kind: 'pending',
        debit: margin,
        credit: fees,
        amount: p.feeCents,
        memo: '提现手续费',
      });
    }
    return legs;
  }
  if (p.method === 'MARGIN') {
    return [
      { kind: 'posted', debit: margin, credit: escrow, amount: p.amountCents, memo: '拍品货款' },
    ];
  }
  return [
    { kind: 'pending', debit: world, credit: escrow, amount: p.amountCents, memo: '拍品货款' },
  ];
}

/** Post or void every hold the payment's start made. */
export function settleLegs(db: Database, payNo: string, success: boolean): Leg[] {
  const holds = db
    .prepare(
      `SELECT t.id, t.memo FROM ledger_transfers t JOIN ledger_operations o ON o.id = t.operation_id
       WHERE o.op_key = ? AND t.kind = 'pending' ORDER BY t.id`,
    )
    .all(startKey(payNo)) as Array<{ id: number; memo: string }>;
  return holds.map((hold): Leg =>
    success
      ? { kind: 'post', pendingId: hold.id, memo: hold.memo }
      : { kind: 'void', pendingId: hold.id, memo: `${hold.memo}（退回）` },
  );
}
