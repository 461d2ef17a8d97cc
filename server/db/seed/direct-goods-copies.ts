import type { Database, Statement } from 'better-sqlite3';
import { publishCodeOf } from '../../consignment/platform-actions';
import { returnExpressNo } from '../../direct/returns';

/**
 * Issue 18's bulk seed: a few hundred direct-sale goods would take seconds through the state
 * machine (each order walks its steps: about 7 ms an order), and `/__dev/reset` runs before
 * every e2e file. So one order per state walks the state machine (the template) and every
 * other one is a copy of the template of its state: the same rows in every table the walk
 * wrote, under the copy's own ids, numbers and times. Each table is copied by one prepared
 * INSERT … SELECT, run once per copy, all inside the seed's one transaction.
 */

export interface OrderCopy {
  templateId: number;
  orderId: number;
  userId: number;
  /** Added to every time of the template. */
  shiftMs: number;
}

// Mirrors server/consignment/order-actions.ts (orderNo, depository) and the seed's express numbers.
const orderNoOf = (userId: number, orderId: number) =>
  `DA${String(userId).padStart(4, '0')}${String(orderId).padStart(8, '0')}`;
const expressNoOf = (userId: number, orderId: number) =>
  `SF${userId}${String(orderId).padStart(11, '0')}`;

function statements(db: Database) {
  const p = (sql: string): Statement => db.prepare(sql);
  return {
    template: p(`SELECT o.order_no AS orderNo, o.express_no AS expressNo, i.id AS itemId,
        i.evaluation_id AS evaluationId, r.express_no AS returnNo,
        (SELECT COUNT(*) FROM consignment_items WHERE order_id = o.id) AS items
      FROM consignment_orders o JOIN consignment_items i ON i.order_id = o.id
      LEFT JOIN direct_returns r ON r.order_id = o.id WHERE o.id = ?`),
    evaluation: p(`INSERT INTO seller_evaluations (user_id, product_id, storage_index,
        colour_index, answers, level, price_cents, created_at)
      SELECT user_id, product_id, storage_index, colour_index, answers, level, price_cents,
        created_at + ? FROM seller_evaluations WHERE id = ?`),
    order: p(`INSERT INTO consignment_orders (id, order_no, user_id, state, direct_state,
        return_address_id, depository_id, express_company, express_no, created_at, updated_at)
      SELECT ?, ?, user_id, state, direct_state, return_address_id, ?, express_company,
        CASE WHEN express_no IS NULL THEN NULL ELSE ? END, created_at + ?, updated_at + ?
      FROM consignment_orders WHERE id = ?`),
    item: p(`INSERT INTO consignment_items (id, order_id, user_id, evaluation_id, product_id,
        storage_index, colour_index, refer_price_cents, grade, publish_code, price_cents,
        duration_hours, picture_ids, descriptor, listed_at, sold_price_cents, created_at)
      SELECT ?, ?, user_id, ?, product_id, storage_index, colour_index, refer_price_cents, grade,
        CASE WHEN publish_code IS NULL THEN NULL ELSE ? END, price_cents, duration_hours,
        picture_ids, descriptor, listed_at + ?, sold_price_cents, created_at + ?
      FROM consignment_items WHERE id = ?`),
    history: p(`INSERT INTO consignment_history (order_id, action, state, note, time)
      SELECT ?, action, state, replace(note, ?, ?), time + ? FROM consignment_history
      WHERE order_id = ? ORDER BY id`),
    shipment: p(`INSERT INTO shipments (express_no, user_id, company, status, unpaid_fee_cents,
        created_at)
      SELECT ?, user_id, company, status, unpaid_fee_cents, created_at + ? FROM shipments
      WHERE express_no = ?`),
    traces: p(`INSERT INTO shipment_traces (express_no, time, location, description)
      SELECT ?, time + ?, location, description FROM shipment_traces WHERE express_no = ?
      ORDER BY id`),
    goods: p(`INSERT INTO direct_goods (item_id, user_id, reserve_price_cents,
        reserve_confirmed_at, recheck_reason, recheck_answer, feedback_cents, feedback_note)
      SELECT ?, user_id, reserve_price_cents, reserve_confirmed_at + ?, recheck_reason,
        recheck_answer, feedback_cents, feedback_note FROM direct_goods WHERE item_id = ?`),
    returned: p(`INSERT INTO direct_returns (order_id, user_id, express_no, service_fee_cents,
        asked_at, paid_at, operation_id)
      SELECT ?, user_id, ?, service_fee_cents, asked_at + ?, paid_at + ?, operation_id
      FROM direct_returns WHERE order_id = ?`),
    draft: p(`INSERT INTO publish_drafts (item_id, user_id, content, saved_at)
      SELECT ?, user_id, content, saved_at + ? FROM publish_drafts WHERE item_id = ?`),
    warehouses: p('SELECT id FROM platform_addresses WHERE type = 2 ORDER BY id'),
  };
}

interface Template {
  orderNo: string;
  expressNo: string | null;
  itemId: number;
  evaluationId: number;
  returnNo: string | null;
  items: number;
}

/** Copies each template order as `orderId` (its one item takes the same id, as the walk gives). */
export function copyOrders(db: Database, copies: readonly OrderCopy[]): void {
  const s = statements(db);
  const warehouses = s.warehouses.pluck().all() as number[];
  const templates = new Map<number, Template>();
  for (const copy of copies) {
    let t = templates.get(copy.templateId);
    if (!t) {
      t = s.template.get(copy.templateId) as Template | undefined;
      if (!t || t.items !== 1) throw new Error(`seed: template order ${copy.templateId}`);
      templates.set(copy.templateId, t);
    }
    const { orderId, userId, shiftMs: dt } = copy;
    const orderNo = orderNoOf(userId, orderId);
    const expressNo = expressNoOf(userId, orderId);
    const returnNo = returnExpressNo(orderId);
    const warehouse = warehouses[(orderId - 1) % Math.max(warehouses.length, 1)] ?? 0;
    const evaluationId = Number(s.evaluation.run(dt, t.evaluationId).lastInsertRowid);
    s.order.run(orderId, orderNo, warehouse, expressNo, dt, dt, copy.templateId);
    const code = publishCodeOf(orderNo, orderId);
    s.item.run(orderId, orderId, evaluationId, code, dt, dt, t.itemId);
    // replace(note, '', …) leaves the note as it is: an order never shipped names no number.
    s.history.run(orderId, t.expressNo ?? '', expressNo, dt, copy.templateId);
    if (t.expressNo) {
      s.shipment.run(expressNo, dt, t.expressNo);
      s.traces.run(expressNo, dt, t.expressNo);
    }
    if (t.returnNo) {
      s.shipment.run(returnNo, dt, t.returnNo);
      s.traces.run(returnNo, dt, t.returnNo);
      s.returned.run(orderId, returnNo, dt, dt, copy.templateId);
    }
    s.goods.run(orderId, dt, t.itemId);
    s.draft.run(orderId, dt, t.itemId);
  }
}
