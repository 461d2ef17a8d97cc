import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/direct-goods';
import * as gc from '../../../src/shared/contracts/direct-goods-changes';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { findOrderRow } from '../../consignment/orders-store';
import { priceRangeOf, sellerItem } from '../../consignment/publish-actions';
import { TRANSITIONS } from '../../consignment/state-machine';
import {
  askRecheck,
  confirmReserve,
  recordFeedback,
  updateShelfPrice,
} from '../../direct/goods-actions';
import { goodsPage, goodsTotals } from '../../direct/goods-query';
import { directRow, goodsView } from '../../direct/goods-store';

/** spec 000 §7: the seller's direct-sale goods (issue 18); only the seller's own items. */
export const directGoodsArea = defineArea('direct-goods', (route) => {
  route(c.goodsList, ({ input, user, ctx }) => {
    const found = goodsPage(ctx.db, user.id, input);
    return { ...found, hasMore: input.pageIndex * input.pageSize < found.total };
  });
  route(c.sellerMerchandiseList, ({ input, user, ctx }) => goodsPage(ctx.db, user.id, input));
  route(c.goodsDetail, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.merchandiseId);
    return 'code' in item ? item : goodsView(ctx.db, item.id);
  });
  route(c.goodsTotal, ({ user, ctx }) => goodsTotals(ctx.db, user.id));
  route(c.referPriceByMerchandise, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.merchandiseId);
    return 'code' in item ? item : { referPriceCents: item.referPriceCents, ...priceRangeOf(item) };
  });

  route(gc.recheckInfo, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.merchandiseId);
    if ('code' in item) return item;
    const order = findOrderRow(ctx.db, item.orderId);
    if (!order) return fail(BUSINESS_ERRORS.notFound);
    const direct = directRow(ctx.db, item.id);
    return {
      canAsk: TRANSITIONS[order.state].askRecheck !== undefined,
      grade: item.grade,
      reason: direct.recheckReason,
      answer: direct.recheckAnswer,
    };
  });
  route(gc.reDetectReq, ({ input, user, ctx }) =>
    askRecheck(ctx.db, {
      userId: user.id,
      itemId: input.merchandiseId,
      reason: input.reason,
      now: ctx.now(),
    }),
  );
  route(gc.referPriceFeedback, ({ input, user, ctx }) =>
    recordFeedback(ctx.db, {
      userId: user.id,
      itemId: input.merchandiseId,
      expectedCents: input.expectedCents,
      note: input.note,
    }),
  );
});

/** The seller's price calls and returns on direct-sale goods (issue 18), each through the state machine. */
export const directGoodsChangesArea = defineArea('direct-goods-changes', (route) => {
  const priceArgs = (
    input: { merchandiseId: number; priceCents: number },
    userId: number,
    now: number,
  ) => ({ userId, itemId: input.merchandiseId, priceCents: input.priceCents, now });
  route(gc.confirmReservePrice, ({ input, user, ctx }) =>
    confirmReserve(ctx.db, priceArgs(input, user.id, ctx.now()), 'confirmReserve'),
  );
  route(gc.changeReservePrice, ({ input, user, ctx }) =>
    confirmReserve(ctx.db, priceArgs(input, user.id, ctx.now()), 'changeReserve'),
  );
  route(gc.updateOnShelfPrice, ({ input, user, ctx }) =>
    updateShelfPrice(ctx.db, priceArgs(input, user.id, ctx.now())),
  );
});
