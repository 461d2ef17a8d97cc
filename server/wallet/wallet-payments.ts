import type { Database } from 'better-sqlite3';
import type { PaymentRow } from '../payments/payment-store';
import { toView } from '../payments/payment-store';

/** A wallet payment as the recharge and withdrawal calls answer it. */
export function walletPaymentView(db: Database, row: PaymentRow) {
  const view = toView(db, row);
  return {
    payNo: view.payNo,
    status: view.status,
    amountCents: view.amountCents,
    feeCents: view.feeCents,
    arriveCents: view.arriveCents,
    bankName: view.bankName,
    cardNoMasked: view.cardNoMasked,
    createdAt: view.createdAt,
    settledAt: view.settledAt,
  };
}

/** Recharges of the rolling 24 hours that may still arrive or did. */
export function rechargedSince(db: Database, userId: number, since: number): number {
  return Number(
    db
      .prepare(
        `SELECT IFNULL(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND
           kind = 'WALLET_RECHARGE' AND status IN ('PENDING', 'SUCCESS') AND created_at >= ?`,
      )
      .pluck()
      .get(userId, since),
  );
}
