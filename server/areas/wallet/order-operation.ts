import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { fail, type Failure } from '../../kit/failure';
import { marginFigures } from '../../ledger/accounts';
import { walletFigures } from '../../wallet/wallet-store';

type Operation = 'PAY_BY_MARGIN' | 'PAY_BY_CARD' | 'VIEW';

/**
 * spec 000 §7 order/operation/info: what the caller may do with their order now.
 * An unpaid order before its deadline may be paid from the margin account
 * (when it covers it) or by card; any order may be viewed.
 */
export function orderOperations(db: Database, userId: number, orderId: number, now: number) {
  const order = db
    .prepare(
      `SELECT id, user_id AS userId, order_no AS orderNo, status, amount_cents AS amountCents,
         pay_deadline AS payDeadline FROM auction_orders WHERE id = ?`,
    )
    .get(orderId) as
    | {
        id: number;
        userId: number;
        orderNo: string;
        status: 'UNPAID' | 'PAID' | 'CLOSED';
        amountCents: number;
        payDeadline: number;
      }
    | undefined;
  if (!order) return fail(BUSINESS_ERRORS.notFound) satisfies Failure;
  if (order.userId !== userId) return fail(BUSINESS_ERRORS.forbidden);
  const margin = marginFigures(db, userId).availableCents;
  const operations: Operation[] = [];
  if (order.status === 'UNPAID' && now <= order.payDeadline) {
    if (margin >= order.amountCents) operations.push('PAY_BY_MARGIN');
    operations.push('PAY_BY_CARD');
  }
  operations.push('VIEW');
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    amountCents: order.amountCents,
    payDeadline: order.payDeadline,
    marginAvailableCents: margin,
    walletAvailableCents: walletFigures(db, userId).availableCents,
    operations,
  };
}
