import type { Database } from 'better-sqlite3';
import type { WonLot } from '../../../src/shared/contracts/order-payments';

/** Orders of the bidder's won lots; every query is scoped to the caller. */

const COLUMNS = `o.id AS orderId, order_no AS orderNo, item_id AS itemId, o.title,
  o.amount_cents AS amountCents, o.status, won_at AS wonAt, pay_deadline AS payDeadline,
  (SELECT pay_no FROM payments p WHERE p.order_id = o.id AND p.status = 'PENDING'
     ORDER BY p.id DESC LIMIT 1) AS pendingPayNo`;

export function listWonLots(
  db: Database,
  query: {
    userId: number;
    pageIndex: number;
    pageSize: number;
    status?: WonLot['status'] | undefined;
  },
) {
  const params = { userId: query.userId, status: query.status ?? null };
  const where = 'WHERE o.user_id = @userId AND (@status IS NULL OR o.status = @status)';
  const total = Number(
    db.prepare(`SELECT COUNT(*) FROM auction_orders o ${where}`).pluck().get(params),
  );
  const list = db
    .prepare(
      `SELECT ${COLUMNS} FROM auction_orders o ${where} ORDER BY won_at DESC, o.id DESC
       LIMIT @limit OFFSET @offset`,
    )
    .all({
      ...params,
      limit: query.pageSize,
      offset: (query.pageIndex - 1) * query.pageSize,
    }) as WonLot[];
  return { list, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

export function findWonLot(db: Database, userId: number, orderId: number): WonLot | undefined {
  return db
    .prepare(`SELECT ${COLUMNS} FROM auction_orders o WHERE o.id = ? AND o.user_id = ?`)
    .get(orderId, userId) as WonLot | undefined;
}

export function orderStatusOf(db: Database, orderId: number | null): WonLot['status'] {
  const status = db.prepare('SELECT status FROM auction_orders WHERE id = ?').pluck().get(orderId);
  return (status as WonLot['status'] | undefined) ?? 'CLOSED';
}
