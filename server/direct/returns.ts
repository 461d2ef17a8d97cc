import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { FUNDS_ERRORS } from '../../src/shared/funds-codes';
import { fail, type Failure } from '../kit/failure';
import { applyOperation } from '../ledger/apply';
import { platformAccount, userAccount } from '../ledger/accounts';
import { applyAction, findItemRow, findOrderRow } from '../consignment/orders-store';
import { checkOwner } from '../consignment/ownership';
import { addTrace } from '../consignment/shipment';
import { returnOf } from './goods-store';

/**
 * Issue 18 (spec 000 §4): goods returned singly or in batch. Asking moves the
 * order to `returning` with a return parcel whose logistics fee is unpaid
 * (GET /api/dh/auction/logistics/direct/unpaid/fee) and a service fee; paying
 * both through the ledger moves it to `returned` and the parcel leaves.
 */

/** The platform's return service fee per item and the courier's fee per parcel. */
export const RETURN_SERVICE_FEE_CENTS = 1500;
export const RETURN_LOGISTICS_FEE_CENTS = 1800;

export const returnExpressNo = (orderId: number) => `SFR${String(orderId).padStart(12, '0')}`;

/** The distinct orders of the seller's items, or the first refusal (another seller's item). */
function ordersOfItems(db: Database, userId: number, itemIds: readonly number[]) {
  const orderIds: number[] = [];
  for (const itemId of itemIds) {
    const denied = checkOwner(db, 'consignment_items', itemId, userId);
    if (denied) return denied;
    const orderId = findItemRow(db, itemId)?.orderId;
    if (orderId !== undefined && !orderIds.includes(orderId)) orderIds.push(orderId);
  }
  return orderIds.sort((a, b) => a - b);
}

/** Throwing a Failure rolls the transaction back: a batch is returned whole or not at all. */
function inTransaction<T>(db: Database, run: () => T): T | Failure {
  try {
    return db.transaction(run)();
  } catch (error) {
    if (error instanceof Error) throw error;
    return error as Failure;
  }
}

export function askReturn(
  db: Database,
  args: { userId: number; itemIds: readonly number[]; now: number },
) {
  const orderIds = ordersOfItems(db, args.userId, args.itemIds);
  if (!Array.isArray(orderIds)) return orderIds;
  return inTransaction(db, () => {
    for (const orderId of orderIds) {
      const items = db
        .prepare('SELECT COUNT(*) FROM consignment_items WHERE order_id = ?')
        .pluck()
        .get(orderId) as number;
      const serviceFee = RETURN_SERVICE_FEE_CENTS * items;
      const refused = applyAction(
        db,
        { orderId, action: 'askReturn', note: '卖家申请退回，待支付退回费用', now: args.now },
        () => {
          const expressNo = returnExpressNo(orderId);
          db.prepare(
            `INSERT INTO shipments (express_no, user_id, company, status, unpaid_fee_cents, created_at)
             VALUES (?, ?, '顺丰速运', 'collected', ?, ?)`,
          ).run(expressNo, args.userId, RETURN_LOGISTICS_FEE_CENTS, args.now);
          db.prepare(
            `INSERT INTO direct_returns (order_id, user_id, express_no, service_fee_cents, asked_at)
             VALUES (?, ?, ?, ?, ?)`,
          ).run(orderId, args.userId, expressNo, serviceFee, args.now);
        },
      );
      if (refused) throw refused;
    }
    return { orderIds, ...feesOf(db, orderIds) };
  });
}

function feesOf(db: Database, orderIds: readonly number[]) {
  let serviceFeeCents = 0;
  let logisticsFeeCents = 0;
  for (const orderId of orderIds) {
    const fees = returnOf(db, orderId);
    serviceFeeCents += fees?.serviceFeeCents ?? 0;
    logisticsFeeCents += fees?.logisticsFeeCents ?? 0;
  }
  return { serviceFeeCents, logisticsFeeCents, totalCents: serviceFeeCents + logisticsFeeCents };
}

export interface PayArgs {
  userId: number;
  itemIds: readonly number[];
  payFrom: 'wallet' | 'margin';
  now: number;
}

/**
 * One ledger operation per payment, keyed by the orders it pays: a retry (the
 * kit's Idempotency-Key) never reaches here twice, and a second payment of the
 * same orders under a new key is refused by the state machine (`returned`).
 */
export function payReturnFee(db: Database, args: PayArgs) {
  const orderIds = ordersOfItems(db, args.userId, args.itemIds);
  if (!Array.isArray(orderIds)) return orderIds;
  return inTransaction(db, () => {
    const fees = feesOf(db, orderIds);
    for (const orderId of orderIds) {
      const refused = applyAction(
        db,
        { orderId, action: 'payReturnFee', note: '退回费用已支付，商品寄回中', now: args.now },
        () => {
          const expressNo = returnExpressNo(orderId);
          db.prepare('UPDATE shipments SET unpaid_fee_cents = 0 WHERE express_no = ?').run(
            expressNo,
          );
          db.prepare('UPDATE direct_returns SET paid_at = ? WHERE order_id = ?').run(
            args.now,
            orderId,
          );
          addTrace(db, expressNo, args.now, '平台仓库', '【顺丰速运】平台已寄出退回商品');
        },
      );
      if (refused) throw refused;
    }
    const applied = applyOperation(db, {
      key: `direct-return-fee:${args.userId}:${orderIds.join(',')}`,
      kind: 'DIRECT_RETURN_FEE',
      now: args.now,
      legs: [
        {
          kind: 'posted',
          debit: userAccount(db, args.userId, args.payFrom),
          credit: platformAccount(db, 'fees'),
          amount: fees.totalCents,
          memo: `退回服务费与物流费（${orderIds.map((id) => findOrderRow(db, id)?.orderNo).join('、')}）`,
        },
      ],
    });
    if (!applied.ok) {
      throw fail(
        applied.reason === 'overdraft' ? FUNDS_ERRORS.overBalance : BUSINESS_ERRORS.badInput,
      );
    }
    db.prepare(
      'UPDATE direct_returns SET operation_id = ? WHERE order_id IN (SELECT value FROM json_each(?))',
    ).run(applied.operationId, JSON.stringify(orderIds));
    return { orderIds, ...fees, paidCents: fees.totalCents, payFrom: args.payFrom };
  });
}
