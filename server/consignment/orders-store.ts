import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { formatDescriptor } from '../../src/shared/descriptors';
import { fail, type Failure } from '../kit/failure';
import { skuOf } from './catalogue';
import { findProduct } from './refer-price';
import {
  ORDER_ACTION_LABELS,
  ORDER_STATE_LABELS,
  transition,
  type OrderAction,
  type OrderState,
} from './state-machine';
import type { EvaluationLevel } from './detection-form';
import { findAddress } from './addresses-store';

interface OrderRow {
  id: number;
  orderNo: string;
  userId: number;
  state: OrderState;
  returnAddressId: number | null;
  depositoryId: number;
  expressCompany: string | null;
  expressNo: string | null;
  createdAt: number;
}

export interface ItemRow {
  id: number;
  orderId: number;
  userId: number;
  productId: number;
  storageIndex: number;
  colourIndex: number;
  referPriceCents: number;
  grade: EvaluationLevel | null;
  publishCode: string | null;
  priceCents: number | null;
  durationHours: number | null;
  pictureIds: string;
  descriptor: string;
  soldPriceCents: number | null;
  listedAt: number | null;
}

export function findOrderRow(db: Database, orderId: number): OrderRow | undefined {
  return db
    .prepare(
      `SELECT id, order_no AS orderNo, user_id AS userId,
        COALESCE(direct_state, state) AS state, return_address_id AS returnAddressId,
        depository_id AS depositoryId, express_company AS expressCompany, express_no AS expressNo,
        created_at AS createdAt FROM consignment_orders WHERE id = ?`,
    )
    .get(orderId) as OrderRow | undefined;
}

export function findItemRow(db: Database, itemId: number): ItemRow | undefined {
  return db
    .prepare(
      `SELECT id, order_id AS orderId, user_id AS userId, product_id AS productId,
        storage_index AS storageIndex, colour_index AS colourIndex, refer_price_cents AS referPriceCents,
        grade, publish_code AS publishCode, price_cents AS priceCents, duration_hours AS durationHours,
        picture_ids AS pictureIds, descriptor, sold_price_cents AS soldPriceCents,
        listed_at AS listedAt
       FROM consignment_items WHERE id = ?`,
    )
    .get(itemId) as ItemRow | undefined;
}

/** spec 000 §3: the descriptor the platform writes for an item (model, options, grade). */
export function descriptorOf(item: ItemRow): string {
  const product = findProduct(item.productId);
  const sku = product && skuOf(product, item.storageIndex, item.colourIndex);
  const pairs = [
    { name: '机型', value: product?.name ?? '' },
    { name: '容量', value: sku?.storage ?? '' },
    { name: '颜色', value: sku?.colour ?? '' },
  ];
  if (item.grade) pairs.push({ name: '成色', value: item.grade });
  return formatDescriptor(pairs);
}

export function itemView(item: ItemRow) {
  const product = findProduct(item.productId);
  const sku = product && skuOf(product, item.storageIndex, item.colourIndex);
  return {
    itemId: item.id,
    productName: product?.name ?? '',
    skuName: sku?.skuName ?? '',
    descriptor: item.descriptor || descriptorOf(item),
    referPriceCents: item.referPriceCents,
    grade: item.grade,
    priceCents: item.priceCents,
    soldPriceCents: item.soldPriceCents,
  };
}

export function itemsOfOrder(db: Database, orderId: number): ItemRow[] {
  const ids = db
    .prepare('SELECT id FROM consignment_items WHERE order_id = ? ORDER BY id')
    .pluck()
    .all(orderId) as number[];
  return ids.map((id) => findItemRow(db, id)).filter((row): row is ItemRow => row !== undefined);
}

/** The order as the seller reads it: items, shipment, return address and its history. */
export function orderView(db: Database, orderId: number) {
  const order = findOrderRow(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const history = db
    .prepare(
      `SELECT action, state, note, time FROM consignment_history WHERE order_id = ? ORDER BY time, id`,
    )
    .all(orderId) as Array<{
    action: OrderAction | 'create';
    state: OrderState;
    note: string;
    time: number;
  }>;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    state: order.state,
    stateLabel: ORDER_STATE_LABELS[order.state],
    expressCompany: order.expressCompany,
    expressNo: order.expressNo,
    returnAddress: order.returnAddressId ? (findAddress(db, order.returnAddressId) ?? null) : null,
    items: itemsOfOrder(db, orderId).map(itemView),
    history: history.map((h) => ({
      action: h.action === 'create' ? '创建订单' : ORDER_ACTION_LABELS[h.action],
      stateLabel: ORDER_STATE_LABELS[h.state],
      note: h.note,
      time: h.time,
    })),
    createdAt: order.createdAt,
  };
}

export function recordHistory(
  db: Database,
  entry: {
    orderId: number;
    action: OrderAction | 'create';
    state: OrderState;
    note: string;
    now: number;
  },
): void {
  db.prepare(
    'INSERT INTO consignment_history (order_id, action, state, note, time) VALUES (?, ?, ?, ?, ?)',
  ).run(entry.orderId, entry.action, entry.state, entry.note, entry.now);
}

/** Issue 18's states go to their own column (migration 0500 says why). */
const DIRECT_STATES: ReadonlySet<OrderState> = new Set(['rechecking', 'returning']);

function writeState(db: Database, orderId: number, state: OrderState, now: number): void {
  if (DIRECT_STATES.has(state)) {
    db.prepare('UPDATE consignment_orders SET direct_state = ?, updated_at = ? WHERE id = ?').run(
      state,
      now,
      orderId,
    );
    return;
  }
  db.prepare(
    'UPDATE consignment_orders SET state = ?, direct_state = NULL, updated_at = ? WHERE id = ?',
  ).run(state, now, orderId);
}

/**
 * Applies an action to an order through the state machine, in the caller's
 * transaction: the new state and a history line, or the refusal naming the state.
 * `change` runs the action's own writes once the transition is allowed.
 */
export function applyAction(
  db: Database,
  args: { orderId: number; action: OrderAction; note: string; now: number },
  change?: () => Failure | void,
): Failure | null {
  const order = findOrderRow(db, args.orderId);
  if (!order) return fail(BUSINESS_ERRORS.notFound);
  const step = transition(order.state, args.action);
  if (!step.ok) return fail({ code: BUSINESS_ERRORS.stateNotAllowed.code, msg: step.message });
  const failure = change?.();
  if (failure) return failure;
  writeState(db, args.orderId, step.to, args.now);
  recordHistory(db, {
    orderId: args.orderId,
    action: args.action,
    state: step.to,
    note: args.note,
    now: args.now,
  });
  return null;
}
