import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import type * as z from 'zod/mini';
import type { retestRequest } from '../../../src/shared/contracts/seller-other-pages';
import { fail, type Failure } from '../../kit/failure';
import { findOrderRow, itemView, type ItemRow } from '../../consignment/orders-store';
import { checkPictures } from '../../consignment/pictures-store';
import { sellerItem } from '../../consignment/publish-actions';
import { ORDER_STATE_LABELS, type OrderState } from '../../consignment/state-machine';

/**
 * Re-inspection requests (issue 18, /applyForRetesting). Only an item the
 * platform has inspected can be inspected again: its order is `inspected`
 * (waiting to be listed) or `listed`. The item's state is read through the
 * consignment store; a request changes no order state.
 */
export const RETEST_STATES: readonly OrderState[] = ['inspected', 'listed'];

type RetestStatus = z.output<typeof retestRequest>['status'];
const STATUS_LABELS: Readonly<Record<RetestStatus, string>> = {
  pending: '待复检',
  accepted: '已受理',
  rejected: '未通过',
};

interface RequestRow {
  id: number;
  userId: number;
  itemId: number;
  reason: string;
  pictureIds: string;
  status: RetestStatus;
  createdAt: number;
}

const SELECT = `SELECT id, user_id AS userId, item_id AS itemId, reason, picture_ids AS pictureIds,
  status, created_at AS createdAt FROM seller_retest_requests`;

function viewOf(db: Database, row: RequestRow): z.output<typeof retestRequest> {
  const item = sellerItem(db, row.userId, row.itemId);
  const names = 'orderId' in item ? itemView(item) : { productName: '', skuName: '' };
  return {
    id: row.id,
    itemId: row.itemId,
    productName: names.productName,
    skuName: names.skuName,
    reason: row.reason,
    pictureIds: JSON.parse(row.pictureIds) as number[],
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    createdAt: row.createdAt,
  };
}

/** The seller's items whose order is in a re-testable state. */
export function retestableItems(db: Database, userId: number) {
  const ids = db
    .prepare(
      `SELECT i.id FROM consignment_items i JOIN consignment_orders o ON o.id = i.order_id
       WHERE i.user_id = ? AND o.state IN (${RETEST_STATES.map(() => '?').join(', ')})
       ORDER BY i.id`,
    )
    .pluck()
    .all(userId, ...RETEST_STATES) as number[];
  return ids.flatMap((id) => {
    const item = sellerItem(db, userId, id);
    if (!('orderId' in item)) return [];
    const order = findOrderRow(db, item.orderId);
    if (!order) return [];
    const view = itemView(item);
    return [
      {
        itemId: item.id,
        orderNo: order.orderNo,
        productName: view.productName,
        skuName: view.skuName,
        grade: item.grade,
        stateLabel: ORDER_STATE_LABELS[order.state],
      },
    ];
  });
}

function retestable(db: Database, item: ItemRow): Failure | null {
  const order = findOrderRow(db, item.orderId);
  if (!order) return fail(BUSINESS_ERRORS.notFound);
  if (RETEST_STATES.includes(order.state)) return null;
  return fail({
    code: BUSINESS_ERRORS.stateNotAllowed.code,
    msg: `商品当前状态为「${ORDER_STATE_LABELS[order.state]}」，仅质检完成的商品可申请复检`,
  });
}

export function applyRetest(
  db: Database,
  args: { userId: number; itemId: number; reason: string; pictureIds: number[]; now: number },
): z.output<typeof retestRequest> | Failure {
  return db.transaction(() => {
    const item = sellerItem(db, args.userId, args.itemId);
    if (!('orderId' in item)) return item;
    const refused = retestable(db, item) ?? checkPictures(db, args.userId, args.pictureIds);
    if (refused) return refused;
    const open = db
      .prepare(`SELECT 1 FROM seller_retest_requests WHERE item_id = ? AND status = 'pending'`)
      .get(args.itemId);
    if (open) {
      return fail({
        code: BUSINESS_ERRORS.stateNotAllowed.code,
        msg: '该商品已有待处理的复检申请，请等待处理结果',
      });
    }
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO seller_retest_requests (user_id, item_id, reason, picture_ids, status, created_at)
         VALUES (?, ?, ?, ?, 'pending', ?)`,
      )
      .run(args.userId, args.itemId, args.reason, JSON.stringify(args.pictureIds), args.now);
    return findRetest(db, args.userId, Number(lastInsertRowid));
  })();
}

/** One request of the seller; another seller's id reads as not found. */
export function findRetest(
  db: Database,
  userId: number,
  requestId: number,
): z.output<typeof retestRequest> | Failure {
  const row = db.prepare(`${SELECT} WHERE id = ? AND user_id = ?`).get(requestId, userId) as
    RequestRow | undefined;
  return row ? viewOf(db, row) : fail(BUSINESS_ERRORS.notFound);
}

export function listRetests(
  db: Database,
  userId: number,
  page: { pageIndex: number; pageSize: number },
) {
  const total = Number(
    db.prepare('SELECT COUNT(*) FROM seller_retest_requests WHERE user_id = ?').pluck().get(userId),
  );
  const rows = db
    .prepare(`${SELECT} WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(userId, page.pageSize, (page.pageIndex - 1) * page.pageSize) as RequestRow[];
  return { list: rows.map((row) => viewOf(db, row)), total, ...page };
}

/** Seed rows: a decided request, written as the platform would have answered it. */
export function insertDecidedRetest(
  db: Database,
  row: { userId: number; itemId: number; reason: string; status: RetestStatus; now: number },
): void {
  db.prepare(
    `INSERT INTO seller_retest_requests (user_id, item_id, reason, picture_ids, status, created_at)
     VALUES (?, ?, ?, '[]', ?, ?)`,
  ).run(row.userId, row.itemId, row.reason, row.status, row.now);
}
