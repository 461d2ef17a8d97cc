import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { fail, type Failure } from '../kit/failure';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { EvaluationLevel } from './detection-form';
import { applyAction, findOrderRow, itemsOfOrder } from './orders-store';
import { gradePriceCents, findProduct } from './refer-price';
import { signShipment } from './shipment';

/**
 * The platform's side of a consignment (issue 16): the warehouse receives the
 * parcel, inspection grades each item, an item is listed, and sold at auction.
 * Driven by the development controls (server/dev/consignment-controls.ts) and
 * the seed; every step goes through the same state machine as the seller's calls.
 */

/** The code printed on the inspection report the seller types before publishing. */
export function publishCodeOf(orderNo: string, itemId: number): string {
  return createHash('sha256')
    .update(`${orderNo}:${itemId}`)
    .digest('hex')
    .slice(0, 6)
    .toUpperCase();
}

function warehouseName(db: Database, depositoryId: number): string {
  const name = db
    .prepare('SELECT name FROM platform_addresses WHERE id = ?')
    .pluck()
    .get(depositoryId);
  return typeof name === 'string' ? name : '平台仓库';
}

export function receiveOrder(db: Database, orderId: number, now: number): Failure | null {
  const order = findOrderRow(db, orderId);
  if (!order) return fail(BUSINESS_ERRORS.notFound);
  const warehouse = warehouseName(db, order.depositoryId);
  return applyAction(db, { orderId, action: 'receive', note: `${warehouse}已签收`, now }, () => {
    if (order.expressNo) signShipment(db, order.expressNo, warehouse, now);
  });
}

export function inspectOrder(db: Database, orderId: number, grade: EvaluationLevel, now: number) {
  const order = findOrderRow(db, orderId);
  if (!order) return fail(BUSINESS_ERRORS.notFound);
  return applyAction(db, { orderId, action: 'inspect', note: `质检等级 ${grade}`, now }, () => {
    for (const item of itemsOfOrder(db, orderId)) {
      db.prepare('UPDATE consignment_items SET grade = ?, publish_code = ? WHERE id = ?').run(
        grade,
        publishCodeOf(order.orderNo, item.id),
        item.id,
      );
    }
  });
}

/** The platform lists every item not listed yet, at its graded price when the seller set none. */
export function listOrder(db: Database, orderId: number, now: number): Failure | null {
  return applyAction(db, { orderId, action: 'publish', note: '平台已上架', now }, () => {
    for (const item of itemsOfOrder(db, orderId)) {
      if (item.listedAt !== null) continue;
      const product = findProduct(item.productId);
      const graded =
        product && item.grade
          ? gradePriceCents(product, item.storageIndex, item.grade)
          : item.referPriceCents;
      db.prepare(
        'UPDATE consignment_items SET price_cents = COALESCE(price_cents, ?), duration_hours = COALESCE(duration_hours, 24), listed_at = ? WHERE id = ?',
      ).run(graded, now, item.id);
    }
  });
}

/** Sold at auction: each item at its price, or `priceCents` when the hammer says otherwise. */
export function sellOrder(db: Database, orderId: number, now: number, priceCents?: number) {
  return applyAction(db, { orderId, action: 'sell', note: '拍卖成交', now }, () => {
    for (const item of itemsOfOrder(db, orderId)) {
      db.prepare('UPDATE consignment_items SET sold_price_cents = ? WHERE id = ?').run(
        priceCents ?? item.priceCents ?? item.referPriceCents,
        item.id,
      );
    }
  });
}
