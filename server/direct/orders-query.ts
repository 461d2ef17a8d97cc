import type { Database } from 'better-sqlite3';
import { searchProducts } from '../consignment/catalogue';
import { itemsOfOrder, itemView, findOrderRow } from '../consignment/orders-store';
import { ORDER_STATES, ORDER_STATE_LABELS, type OrderState } from '../consignment/state-machine';
import { sellerActionsOf } from './goods-store';

/** Issue 18: the seller's orders and goods, filtered and paged; every query is scoped to the seller. */

const STATE = 'COALESCE(o.direct_state, o.state)';

export interface OrderFilter {
  state?: OrderState;
  keyword?: string;
  createdFrom?: number;
  createdTo?: number;
  pageIndex: number;
  pageSize: number;
}

/**
 * The WHERE of a seller's orders (or goods, `g` joined to its order `o`): a keyword matches the
 * model, the order number or the express number. An order matches a model when one of its items
 * is that model; a good only when it is that model itself, not when it merely shares an order
 * with one.
 */
function where(
  userId: number,
  filter: Omit<OrderFilter, 'pageIndex' | 'pageSize'>,
  rows: 'orders' | 'goods' = 'orders',
) {
  const parts = ['o.user_id = ?'];
  const params: Array<string | number> = [userId];
  if (filter.state) {
    parts.push(`${STATE} = ?`);
    params.push(filter.state);
  }
  if (filter.createdFrom !== undefined) {
    parts.push('o.created_at >= ?');
    params.push(filter.createdFrom);
  }
  if (filter.createdTo !== undefined) {
    parts.push('o.created_at <= ?');
    params.push(filter.createdTo);
  }
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The catalogue is constant and in memory: the model matches by its product ids.
    const models = JSON.stringify(searchProducts(filter.keyword).map((p) => p.id));
    const model =
      rows === 'goods'
        ? 'g.product_id IN (SELECT value FROM json_each(?))'
        : `EXISTS (SELECT 1 FROM consignment_items i WHERE i.order_id = o.id
            AND i.product_id IN (SELECT value FROM json_each(?)))`;
    parts.push(`(o.order_no LIKE ? ESCAPE '\\' OR o.express_no LIKE ? ESCAPE '\\' OR ${model})`);
    params.push(like, like, models);
  }
  return { sql: parts.join(' AND '), params };
}

export function orderSummary(db: Database, orderId: number) {
  const order = findOrderRow(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const items = itemsOfOrder(db, orderId).map(itemView);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    state: order.state,
    stateLabel: ORDER_STATE_LABELS[order.state],
    expressNo: order.expressNo,
    itemCount: items.length,
    items,
    actions: sellerActionsOf(order.state),
    createdAt: order.createdAt,
  };
}

export function listOrders(db: Database, userId: number, filter: OrderFilter) {
  const w = where(userId, filter);
  const total = db
    .prepare(`SELECT COUNT(*) FROM consignment_orders o WHERE ${w.sql}`)
    .pluck()
    .get(...w.params) as number;
  const ids = db
    .prepare(
      `SELECT o.id FROM consignment_orders o WHERE ${w.sql}
       ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...w.params, filter.pageSize, (filter.pageIndex - 1) * filter.pageSize) as number[];
  return {
    list: ids.map((id) => orderSummary(db, id)),
    total,
    pageIndex: filter.pageIndex,
    pageSize: filter.pageSize,
  };
}

/** One count per state (every state, zero included) and the whole. */
export function countOrders(db: Database, userId: number) {
  const rows = db
    .prepare(
      `SELECT ${STATE} AS state, COUNT(*) AS n FROM consignment_orders o WHERE o.user_id = ? GROUP BY 1`,
    )
    .all(userId) as Array<{ state: OrderState; n: number }>;
  const counts = ORDER_STATES.map((state) => ({
    state,
    label: ORDER_STATE_LABELS[state],
    count: rows.find((row) => row.state === state)?.n ?? 0,
  }));
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) };
}

/** The seller's goods (items), newest order first, by state and keyword. */
export function listGoodsIds(db: Database, userId: number, filter: OrderFilter) {
  const w = where(userId, filter, 'goods');
  const from = `consignment_items g JOIN consignment_orders o ON o.id = g.order_id WHERE ${w.sql}`;
  const total = db
    .prepare(`SELECT COUNT(*) FROM ${from}`)
    .pluck()
    .get(...w.params) as number;
  const ids = db
    .prepare(`SELECT g.id FROM ${from} ORDER BY o.created_at DESC, g.id DESC LIMIT ? OFFSET ?`)
    .pluck()
    .all(...w.params, filter.pageSize, (filter.pageIndex - 1) * filter.pageSize) as number[];
  return { ids, total };
}
