import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { fail, type Failure } from '../kit/failure';
import { EVALUATION_LEVELS, type EvaluationLevel } from './detection-form';
import { deleteDraft } from './drafts-store';
import { applyAction, findItemRow, findOrderRow, type ItemRow } from './orders-store';
import { checkOwner } from './ownership';
import { auditPicture, checkPictures, findPicture } from './pictures-store';
import { findProduct, gradePriceCents, priceRangeCents } from './refer-price';
import { ORDER_STATE_LABELS } from './state-machine';

/** Releasing an inspected item for sale (spec 000 §4: drafts, then publish). */

/** The lowest grade the platform puts up for auction; below it the item is returned. */
export const MIN_AUCTION_GRADE: EvaluationLevel = 'B';

/** One of the seller's items, or the permission error. */
export function sellerItem(db: Database, userId: number, itemId: number): ItemRow | Failure {
  const denied = checkOwner(db, 'consignment_items', itemId, userId);
  return denied ?? findItemRow(db, itemId) ?? fail(BUSINESS_ERRORS.notFound);
}

export function isGradeLimited(grade: EvaluationLevel | null): boolean {
  return (
    grade !== null &&
    EVALUATION_LEVELS.indexOf(grade) > EVALUATION_LEVELS.indexOf(MIN_AUCTION_GRADE)
  );
}

export function priceRangeOf(item: ItemRow) {
  const product = findProduct(item.productId);
  const gradePrice =
    product && item.grade
      ? gradePriceCents(product, item.storageIndex, item.grade)
      : item.referPriceCents;
  return { ...priceRangeCents(gradePrice), gradePriceCents: gradePrice };
}

/** Why the item cannot be published now; empty when it can. */
export function publishBlockers(db: Database, item: ItemRow): string[] {
  const order = findOrderRow(db, item.orderId);
  const reasons: string[] = [];
  if (
    order &&
    order.state !== 'inspected' &&
    !(order.state === 'listed' && item.listedAt === null)
  ) {
    reasons.push(`订单当前状态为「${ORDER_STATE_LABELS[order.state]}」，质检完成后才能发布`);
  }
  if (item.listedAt !== null) reasons.push('商品已上架');
  if (isGradeLimited(item.grade)) reasons.push(`质检等级低于 ${MIN_AUCTION_GRADE}，不能上拍`);
  return reasons;
}

export interface PublishArgs {
  userId: number;
  itemId: number;
  priceCents: number;
  durationHours: number;
  pictureIds: readonly number[];
  descriptor: string;
  now: number;
}

function checkForm(db: Database, item: ItemRow, args: PublishArgs): Failure | null {
  const denied = checkPictures(db, args.userId, args.pictureIds);
  if (denied) return denied;
  for (const id of args.pictureIds) {
    const picture = findPicture(db, id);
    const audit = picture && auditPicture(picture);
    if (audit && !audit.passed)
      return fail({ ...BUSINESS_ERRORS.pictureInvalid, msg: audit.reason });
  }
  const range = priceRangeOf(item);
  if (args.priceCents < range.minCents || args.priceCents > range.maxCents) {
    const yuan = (c: number) => (c / 100).toFixed(0);
    return fail({
      ...BUSINESS_ERRORS.priceOutOfRange,
      msg: `起拍价需在 ¥${yuan(range.minCents)}–¥${yuan(range.maxCents)} 之间`,
    });
  }
  if (isGradeLimited(item.grade))
    return fail({
      ...BUSINESS_ERRORS.stateNotAllowed,
      msg: `质检等级低于 ${MIN_AUCTION_GRADE}，不能上拍`,
    });
  return null;
}

/** `publish` lists the item; `savePublish` keeps the settings for later. Both clear the draft. */
export function publishItem(db: Database, args: PublishArgs, action: 'publish' | 'savePublish') {
  const item = sellerItem(db, args.userId, args.itemId);
  if (!('orderId' in item)) return item;
  return db.transaction(() => {
    if (item.listedAt !== null)
      return fail({ ...BUSINESS_ERRORS.stateNotAllowed, msg: '商品已上架，不能重复发布' });
    const note =
      action === 'publish' ? `起拍价 ¥${(args.priceCents / 100).toFixed(2)}` : '已保存发布信息';
    const refused = applyAction(db, { orderId: item.orderId, action, note, now: args.now }, () => {
      const bad = checkForm(db, item, args);
      if (bad) return bad;
      db.prepare(
        `UPDATE consignment_items SET price_cents = ?, duration_hours = ?, picture_ids = ?, descriptor = ?,
          listed_at = ? WHERE id = ?`,
      ).run(
        args.priceCents,
        args.durationHours,
        JSON.stringify(args.pictureIds),
        args.descriptor,
        action === 'publish' ? args.now : null,
        item.id,
      );
      deleteDraft(db, item.id);
      return undefined;
    });
    if (refused) return refused;
    const state = findOrderRow(db, item.orderId)?.state ?? 'inspected';
    const { priceCents, durationHours, pictureIds, descriptor } = args;
    return {
      itemId: item.id,
      orderId: item.orderId,
      state,
      priceCents,
      durationHours,
      pictureIds: [...pictureIds],
      descriptor,
    };
  })();
}
