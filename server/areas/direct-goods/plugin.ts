import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/direct-goods';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { findOrderRow } from '../../consignment/orders-store';
import { priceRangeOf, sellerItem } from '../../consignment/publish-actions';
import { ORDER_STATES, ORDER_STATE_LABELS, TRANSITIONS } from '../../consignment/state-machine';
import {
  askRecheck,
  confirmReserve,
  recordFeedback,
  updateShelfPrice,
} from '../../direct/goods-actions';
import { directRow, goodsView } from '../../direct/goods-store';
import { listGoodsIds } from '../../direct/orders-query';
import { askReturn, payReturnFee } from '../../direct/returns';

/** spec 000 §7: the seller's direct-sale goods (issue 18); only the seller's own items. */
export const directGoodsArea = defineArea('direct-goods', (route) => {
  const page = (
    ctx: { db: import('better-sqlite3').Database },
    userId: number,
    input: Parameters<typeof listGoodsIds>[2],
  ) => {
    const { ids, total } = listGoodsIds(ctx.db, userId, input);
    return {
      list: ids.map((id) => goodsView(ctx.db, id)),
      total,
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    };
  };
  route(c.goodsList, ({ input, user, ctx }) => {
    const found = page(ctx, user.id, input);
    return { ...found, hasMore: input.pageIndex * input.pageSize < found.total };
  });
  route(c.sellerMerchandiseList, ({ input, user, ctx }) => page(ctx, user.id, input));

  route(c.goodsDetail, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.merchandiseId);
    return 'code' in item ? item : goodsView(ctx.db, item.id);
  });
  route(c.goodsTotal, ({ user, ctx }) => {
    const rows = ctx.db
      .prepare(
        `SELECT COALESCE(o.direct_state, o.state) AS state, COUNT(*) AS n,
          SUM(CASE WHEN COALESCE(o.direct_state, o.state) = 'listed' THEN COALESCE(i.price_cents, 0) ELSE 0 END) AS v
         FROM consignment_items i JOIN consignment_orders o ON o.id = i.order_id
         WHERE i.user_id = ? GROUP BY 1`,
      )
      .all(user.id) as Array<{ state: string; n: number; v: number }>;
    const counts = ORDER_STATES.map((state) => ({
      state,
      label: ORDER_STATE_LABELS[state],
      count: rows.find((row) => row.state === state)?.n ?? 0,
    }));
    return {
      total: counts.reduce((sum, row) => sum + row.count, 0),
      onShelfCents: rows.reduce((sum, row) => sum + row.v, 0),
      counts,
    };
  });
  route(c.referPriceByMerchandise, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.merchandiseId);
    if ('code' in item) return item;
    const range = priceRangeOf(item);
    return { referPriceCents: item.referPriceCents, ...range };
  });

  const priceArgs = (
    input: { merchandiseId: number; priceCents: number },
    userId: number,
    now: number,
  ) => ({
    userId,
    itemId: input.merchandiseId,
    priceCents: input.priceCents,
    now,
  });
  route(c.confirmReservePrice, ({ input, user, ctx }) =>
    confirmReserve(ctx.db, priceArgs(input, user.id, ctx.now()), 'confirmReserve'),
  );
  route(c.changeReservePrice, ({ input, user, ctx }) =>
    confirmReserve(ctx.db, priceArgs(input, user.id, ctx.now()), 'changeReserve'),
  );
  route(c.updateOnShelfPrice, ({ input, user, ctx }) =>
    updateShelfPrice(ctx.db, priceArgs(input, user.id, ctx.now())),
  );

  route(c.recheckInfo, ({ input, user, ctx }) => {
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
  route(c.reDetectReq, ({ input, user, ctx }) =>
    askRecheck(ctx.db, {
      userId: user.id,
      itemId: input.merchandiseId,
      reason: input.reason,
      now: ctx.now(),
    }),
  );
  route(c.referPriceFeedback, ({ input, user, ctx }) =>
    recordFeedback(ctx.db, {
      userId: user.id,
      itemId: input.merchandiseId,
      expectedCents: input.expectedCents,
      note: input.note,
    }),
  );

  route(c.goodsReturn, ({ input, user, ctx }) =>
    askReturn(ctx.db, { userId: user.id, itemIds: [input.merchandiseId], now: ctx.now() }),
  );
  route(c.goodsReturnBatch, ({ input, user, ctx }) =>
    askReturn(ctx.db, { userId: user.id, itemIds: input.merchandiseIds, now: ctx.now() }),
  );
  route(c.serviceFeePay, ({ input, user, ctx }) =>
    payReturnFee(ctx.db, {
      userId: user.id,
      itemIds: input.merchandiseIds,
      payFrom: input.payFrom,
      now: ctx.now(),
    }),
  );
});
