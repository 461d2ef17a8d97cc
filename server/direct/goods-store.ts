import type { Database } from 'better-sqlite3';
import { findItemRow, findOrderRow, itemView } from '../consignment/orders-store';
import { priceRangeOf } from '../consignment/publish-actions';
import {
  MERCHANDISE_STATE_OF,
  ORDER_ACTION_LABELS,
  ORDER_STATE_LABELS,
  TRANSITIONS,
  type OrderAction,
  type OrderState,
} from '../consignment/state-machine';

/** Issue 18: the direct-sale goods (each consignment item) as the seller's goods pages read them. */

/** What the seller may do from the goods pages; the platform's steps are not offered. */
const SELLER_ACTIONS: readonly OrderAction[] = [
  'cancel',
  'confirmReserve',
  'changeReserve',
  'updateShelfPrice',
  'askRecheck',
  'askReturn',
  'payReturnFee',
];

export function sellerActionsOf(state: OrderState) {
  return SELLER_ACTIONS.filter((action) => TRANSITIONS[state][action] !== undefined).map(
    (action) => ({ action, label: ORDER_ACTION_LABELS[action] }),
  );
}

interface DirectRow {
  reservePriceCents: number | null;
  reserveConfirmedAt: number | null;
  recheckReason: string | null;
  recheckAnswer: string | null;
}

export function directRow(db: Database, itemId: number): DirectRow {
  const row = db
    .prepare(
      `SELECT reserve_price_cents AS reservePriceCents, reserve_confirmed_at AS reserveConfirmedAt,
        recheck_reason AS recheckReason, recheck_answer AS recheckAnswer
       FROM direct_goods WHERE item_id = ?`,
    )
    .get(itemId) as DirectRow | undefined;
  return (
    row ?? {
      reservePriceCents: null,
      reserveConfirmedAt: null,
      recheckReason: null,
      recheckAnswer: null,
    }
  );
}

/** The row exists once the seller (or the platform) touched the item's direct-sale fields. */
export function upsertDirect(
  db: Database,
  itemId: number,
  userId: number,
  fields: Partial<
    Record<
      | 'reserve_price_cents'
      | 'reserve_confirmed_at'
      | 'recheck_reason'
      | 'recheck_answer'
      | 'feedback_cents'
      | 'feedback_note',
      number | string | null
    >
  >,
): void {
  db.prepare('INSERT OR IGNORE INTO direct_goods (item_id, user_id) VALUES (?, ?)').run(
    itemId,
    userId,
  );
  for (const [column, value] of Object.entries(fields)) {
    // Column names come from the typed keys above, never from input.
    db.prepare(`UPDATE direct_goods SET ${column} = ? WHERE item_id = ?`).run(value, itemId);
  }
}

export function returnOf(db: Database, orderId: number) {
  return db
    .prepare(
      `SELECT r.express_no AS expressNo, r.service_fee_cents AS serviceFeeCents,
        s.unpaid_fee_cents AS logisticsFeeCents, r.paid_at AS paidAt
       FROM direct_returns r JOIN shipments s ON s.express_no = r.express_no WHERE r.order_id = ?`,
    )
    .get(orderId) as
    | {
        expressNo: string;
        serviceFeeCents: number;
        logisticsFeeCents: number;
        paidAt: number | null;
      }
    | undefined;
}

/** One item of the seller's goods, with what its state allows. */
export function goodsView(db: Database, itemId: number) {
  const item = findItemRow(db, itemId);
  if (!item) throw new Error(`item ${itemId} vanished`);
  const order = findOrderRow(db, item.orderId);
  if (!order) throw new Error(`order ${item.orderId} vanished`);
  const direct = directRow(db, itemId);
  const range = priceRangeOf(item);
  return {
    ...itemView(item),
    merchandiseId: item.id,
    orderId: order.id,
    orderNo: order.orderNo,
    expressNo: order.expressNo,
    state: order.state,
    stateLabel: ORDER_STATE_LABELS[order.state],
    merchandiseState: MERCHANDISE_STATE_OF[order.state],
    reservePriceCents: direct.reservePriceCents,
    reserveConfirmed: direct.reserveConfirmedAt !== null,
    priceRange: { minCents: range.minCents, maxCents: range.maxCents },
    recheck:
      direct.recheckReason === null
        ? null
        : { reason: direct.recheckReason, answer: direct.recheckAnswer },
    returnFee: returnOf(db, order.id) ?? null,
    listedAt: item.listedAt,
    actions: sellerActionsOf(order.state),
  };
}
export type GoodsView = ReturnType<typeof goodsView>;
