import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { fail, type Failure } from '../kit/failure';
import { findEvaluation, isEvaluationConsigned } from './evaluations-store';
import { applyAction, findOrderRow, orderView, recordHistory } from './orders-store';
import { checkOwner } from './ownership';
import { expressNoTaken, replaceShipment, startShipment } from './shipment';

/** The seller's order calls (spec 000 §4: order created, items added, shipped, number changed). */

type OrderView = ReturnType<typeof orderView>;

const alreadyConsigned = {
  code: BUSINESS_ERRORS.stateNotAllowed.code,
  msg: '该估价已加入寄卖订单',
};
const expressTaken = { code: BUSINESS_ERRORS.badInput.code, msg: '该快递单号已被使用，请核对' };

/** A submitted evaluation of this seller not consigned yet, or why not. */
function usableEvaluation(db: Database, userId: number, evaluationId: number) {
  const denied = checkOwner(db, 'seller_evaluations', evaluationId, userId);
  if (denied) return denied;
  if (isEvaluationConsigned(db, evaluationId)) return fail(alreadyConsigned);
  const evaluation = findEvaluation(db, evaluationId);
  return evaluation ?? fail(BUSINESS_ERRORS.notFound);
}

function insertItem(
  db: Database,
  orderId: number,
  userId: number,
  evaluationId: number,
  now: number,
) {
  const evaluation = usableEvaluation(db, userId, evaluationId);
  if (!('productId' in evaluation)) return evaluation;
  db.prepare(
    `INSERT INTO consignment_items (order_id, user_id, evaluation_id, product_id, storage_index,
      colour_index, refer_price_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    userId,
    evaluationId,
    evaluation.productId,
    evaluation.storageIndex,
    evaluation.colourIndex,
    evaluation.priceCents,
    now,
  );
  return null;
}

/** The platform's warehouses take orders in turn. */
function depositoryFor(db: Database, orderId: number): number {
  const ids = db
    .prepare('SELECT id FROM platform_addresses WHERE type = 2 ORDER BY id')
    .pluck()
    .all() as number[];
  return ids[(orderId - 1) % Math.max(ids.length, 1)] ?? 0;
}

export function createOrder(
  db: Database,
  args: { userId: number; evaluationIds: readonly number[]; returnAddressId?: number; now: number },
): OrderView | Failure {
  if (args.returnAddressId !== undefined) {
    const denied = checkOwner(db, 'seller_addresses', args.returnAddressId, args.userId);
    if (denied) return denied;
  }
  const run = db.transaction((): OrderView | Failure => {
    const next = Number(
      db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM consignment_orders').pluck().get(),
    );
    const orderNo = `DA${String(args.userId).padStart(4, '0')}${String(next).padStart(8, '0')}`;
    db.prepare(
      `INSERT INTO consignment_orders (id, order_no, user_id, state, return_address_id, depository_id,
        created_at, updated_at) VALUES (?, ?, ?, 'created', ?, ?, ?, ?)`,
    ).run(
      next,
      orderNo,
      args.userId,
      args.returnAddressId ?? null,
      depositoryFor(db, next),
      args.now,
      args.now,
    );
    for (const evaluationId of new Set(args.evaluationIds)) {
      const failure = insertItem(db, next, args.userId, evaluationId, args.now);
      if (failure) throw failure; // undoes the order: a failure inside a transaction
    }
    recordHistory(db, {
      orderId: next,
      action: 'create',
      state: 'created',
      note: '寄卖订单已创建，请尽快寄出',
      now: args.now,
    });
    return orderView(db, next);
  });
  return runOrFailure(run);
}

/** A Failure thrown inside a transaction rolls it back and is answered as the value. */
function runOrFailure<T>(run: () => T | Failure): T | Failure {
  try {
    return run();
  } catch (error) {
    if (error instanceof Error) throw error;
    return error as Failure;
  }
}

export function addOrderItem(
  db: Database,
  args: { userId: number; orderId: number; evaluationId: number; now: number },
): OrderView | Failure {
  const denied = checkOwner(db, 'consignment_orders', args.orderId, args.userId);
  if (denied) return denied;
  return runOrFailure(
    db.transaction(() => {
      const refused = applyAction(
        db,
        { orderId: args.orderId, action: 'addItem', note: '添加了一件商品', now: args.now },
        () => insertItem(db, args.orderId, args.userId, args.evaluationId, args.now) ?? undefined,
      );
      return refused ?? orderView(db, args.orderId);
    }),
  );
}

export interface ExpressArgs {
  userId: number;
  orderId: number;
  expressCompany: string;
  expressNo: string;
  now: number;
}

/** Delivery (first number) or express update (a changed one): both through the state machine. */
export function shipOrder(db: Database, args: ExpressArgs, action: 'ship' | 'updateExpress') {
  const denied = checkOwner(db, 'consignment_orders', args.orderId, args.userId);
  if (denied) return denied;
  return db.transaction((): OrderView | Failure => {
    const order = findOrderRow(db, args.orderId);
    const note = `${args.expressCompany} ${args.expressNo}`;
    const refused = applyAction(db, { orderId: args.orderId, action, note, now: args.now }, () => {
      if (order?.expressNo === args.expressNo) {
        // The same parcel under the right company: the number's tracking stays.
        db.prepare('UPDATE shipments SET company = ? WHERE express_no = ?').run(
          args.expressCompany,
          args.expressNo,
        );
        db.prepare('UPDATE consignment_orders SET express_company = ? WHERE id = ?').run(
          args.expressCompany,
          args.orderId,
        );
        return undefined;
      }
      if (expressNoTaken(db, args.expressNo)) return fail(expressTaken);
      const shipment = {
        userId: args.userId,
        company: args.expressCompany,
        expressNo: args.expressNo,
        now: args.now,
      };
      if (action === 'ship') startShipment(db, shipment);
      else replaceShipment(db, order?.expressNo ?? null, shipment);
      db.prepare(
        'UPDATE consignment_orders SET express_company = ?, express_no = ? WHERE id = ?',
      ).run(args.expressCompany, args.expressNo, args.orderId);
      return undefined;
    });
    return refused ?? orderView(db, args.orderId);
  })();
}
