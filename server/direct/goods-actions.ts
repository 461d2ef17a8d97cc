import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { fail, type Failure } from '../kit/failure';
import type { EvaluationLevel } from '../consignment/detection-form';
import { applyAction, itemsOfOrder, type ItemRow } from '../consignment/orders-store';
import { priceRangeOf, sellerItem } from '../consignment/publish-actions';
import { goodsView, upsertDirect, type GoodsView } from './goods-store';

/**
 * Issue 18: the seller's price and re-check calls on one item, each through the
 * consignment state machine (the order's state decides, the refusal names it).
 */

const yuan = (cents: number) => (cents / 100).toFixed(0);

function checkRange(item: ItemRow, priceCents: number): Failure | null {
  const range = priceRangeOf(item);
  if (priceCents >= range.minCents && priceCents <= range.maxCents) return null;
  return fail({
    ...BUSINESS_ERRORS.priceOutOfRange,
    msg: `价格需在 ¥${yuan(range.minCents)}–¥${yuan(range.maxCents)} 之间`,
  });
}

export interface PriceArgs {
  userId: number;
  itemId: number;
  priceCents: number;
  now: number;
}

function runOnItem(
  db: Database,
  args: { userId: number; itemId: number; now: number },
  step: { action: Parameters<typeof applyAction>[1]['action']; note: string },
  change: (item: ItemRow) => Failure | void,
): GoodsView | Failure {
  const item = sellerItem(db, args.userId, args.itemId);
  if ('code' in item) return item;
  return db.transaction((): GoodsView | Failure => {
    const refused = applyAction(
      db,
      { orderId: item.orderId, action: step.action, note: step.note, now: args.now },
      () => change(item),
    );
    return refused ?? goodsView(db, args.itemId);
  })();
}

/** The seller accepts a reserve price (the lowest hammer price) within the allowed range. */
export function confirmReserve(
  db: Database,
  args: PriceArgs,
  action: 'confirmReserve' | 'changeReserve',
) {
  const note = `保留价 ¥${yuan(args.priceCents)}`;
  return runOnItem(db, args, { action, note }, (item) => {
    const outOfRange = checkRange(item, args.priceCents);
    if (outOfRange) return outOfRange;
    upsertDirect(db, item.id, args.userId, {
      reserve_price_cents: args.priceCents,
      reserve_confirmed_at: args.now,
    });
    return undefined;
  });
}

/** The starting price of an item on shelf, within the same range. */
export function updateShelfPrice(db: Database, args: PriceArgs) {
  const note = `在架价格 ¥${yuan(args.priceCents)}`;
  return runOnItem(db, args, { action: 'updateShelfPrice', note }, (item) => {
    if (item.listedAt === null) {
      return fail({ ...BUSINESS_ERRORS.stateNotAllowed, msg: '该商品尚未上架，不能修改在架价格' });
    }
    const outOfRange = checkRange(item, args.priceCents);
    if (outOfRange) return outOfRange;
    db.prepare('UPDATE consignment_items SET price_cents = ? WHERE id = ?').run(
      args.priceCents,
      item.id,
    );
    return undefined;
  });
}

export function askRecheck(
  db: Database,
  args: { userId: number; itemId: number; reason: string; now: number },
) {
  return runOnItem(db, args, { action: 'askRecheck', note: args.reason }, (item) => {
    upsertDirect(db, item.id, args.userId, { recheck_reason: args.reason, recheck_answer: null });
  });
}

/**
 * The platform's answer to a re-check (a development control, in the caller's
 * transaction): the answer on every item of the order, the grade changed when given.
 */
export function answerRecheck(
  db: Database,
  args: { orderId: number; answer: string; grade?: EvaluationLevel; now: number },
): Failure | null {
  const step = { orderId: args.orderId, action: 'answerRecheck' as const, note: args.answer };
  return applyAction(db, { ...step, now: args.now }, () => {
    for (const item of itemsOfOrder(db, args.orderId)) {
      upsertDirect(db, item.id, item.userId, { recheck_answer: args.answer });
      if (args.grade) {
        db.prepare('UPDATE consignment_items SET grade = ? WHERE id = ?').run(args.grade, item.id);
      }
    }
  });
}

export function recordFeedback(
  db: Database,
  args: { userId: number; itemId: number; expectedCents: number; note: string },
) {
  const item = sellerItem(db, args.userId, args.itemId);
  if ('code' in item) return item;
  upsertDirect(db, item.id, args.userId, {
    feedback_cents: args.expectedCents,
    feedback_note: args.note,
  });
  return { recorded: true };
}
