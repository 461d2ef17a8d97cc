import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/seller-publish';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { findOrderRow } from '../../consignment/orders-store';
import { publishCodeOf } from '../../consignment/platform-actions';
import {
  isGradeLimited,
  MIN_AUCTION_GRADE,
  priceRangeOf,
  publishBlockers,
  sellerItem,
} from '../../consignment/publish-actions';

/** spec 000 §5/§7: the checks and price configuration before an item is published (issue 16). */

// The bid step grows with the price (a tenth of a percent, at least ¥10).
const stepOf = (priceCents: number) => Math.max(1000, Math.round(priceCents / 1000 / 1000) * 1000);

export const sellerPublishChecksArea = defineArea('seller-publish-checks', (route) => {
  route(c.publishCheck, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    if (!('orderId' in item)) return item;
    const reasons = publishBlockers(ctx.db, item);
    return { canPublish: reasons.length === 0, reasons };
  });

  route(c.publishCodeCheck, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    if (!('orderId' in item)) return item;
    const order = findOrderRow(ctx.db, item.orderId);
    const expected =
      item.publishCode ?? (order && item.grade ? publishCodeOf(order.orderNo, item.id) : null);
    return expected === input.code ? { valid: true } : fail(BUSINESS_ERRORS.publishCodeWrong);
  });

  route(c.oncePriceRange, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    return 'orderId' in item ? priceRangeOf(item) : item;
  });

  route(c.groundingPriceConfig, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    if (!('orderId' in item)) return item;
    // Suggest 90 % of the graded price, rounded down to ten yuan, to draw first bids.
    const { gradePriceCents } = priceRangeOf(item);
    const suggestedCents = Math.floor((gradePriceCents * 9) / 10 / 1000) * 1000;
    return { suggestedCents, stepCents: stepOf(suggestedCents) };
  });

  route(c.evaluationLevelLimit, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.itemId);
    if (!('orderId' in item)) return item;
    return { limited: isGradeLimited(item.grade), grade: item.grade, minGrade: MIN_AUCTION_GRADE };
  });
});
