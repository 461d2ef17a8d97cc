import type { Database } from 'better-sqlite3';
import { ORDER_STATES, ORDER_STATE_LABELS } from '../consignment/state-machine';
import { goodsView } from './goods-store';
import { listGoodsIds, type OrderFilter } from './orders-query';

/** Issue 18: the seller's goods lists and totals (the /directGoods tabs). */

export function goodsPage(db: Database, userId: number, filter: OrderFilter) {
  const { ids, total } = listGoodsIds(db, userId, filter);
  return {
    list: ids.map((id) => goodsView(db, id)),
    total,
    pageIndex: filter.pageIndex,
    pageSize: filter.pageSize,
  };
}

/** Goods per state (every state, zeros included) and the starting prices of those on shelf. */
export function goodsTotals(db: Database, userId: number) {
  const rows = db
    .prepare(
      `SELECT COALESCE(o.direct_state, o.state) AS state, COUNT(*) AS n,
        SUM(CASE WHEN COALESCE(o.direct_state, o.state) = 'listed'
          THEN COALESCE(i.price_cents, 0) ELSE 0 END) AS v
       FROM consignment_items i JOIN consignment_orders o ON o.id = i.order_id
       WHERE i.user_id = ? GROUP BY 1`,
    )
    .all(userId) as Array<{ state: string; n: number; v: number }>;
  const counts = ORDER_STATES.map((state) => ({
    state,
    label: ORDER_STATE_LABELS[state],
    count: rows.find((row) => row.state === state)?.n ?? 0,
  }));
  return {
    total: counts.reduce((sum, row) => sum + row.count, 0),
    onShelfCents: rows.reduce((sum, row) => sum + row.v, 0),
    counts,
  };
}
