import { sellerAuctionDetail } from '../../../src/shared/contracts/direct-auction';
import * as c from '../../../src/shared/contracts/seller-pages';
import { defineArea } from '../../kit/area';
import { findOrderRow, itemView } from '../../consignment/orders-store';
import { sellerItem } from '../../consignment/publish-actions';
import { clearSearches, listSearches, saveSearch } from '../../consignment/search-history-store';
import { directRow, goodsView } from '../../direct/goods-store';
import { listGoodsIds, listOrders, orderSummary } from '../../direct/orders-query';

const HOUR_MS = 3_600_000;
const SEARCH_PAGE = { pageIndex: 1, pageSize: 20 };

/** spec 000 §7: the seller's auction detail of an item and the direct-sale search (issue 18). */
export const directPagesArea = defineArea('direct-pages', (route) => {
  route(sellerAuctionDetail, ({ input, user, ctx }) => {
    const item = sellerItem(ctx.db, user.id, input.merchandiseId);
    if ('code' in item) return item;
    const state = findOrderRow(ctx.db, item.orderId)?.state;
    const view = itemView(item);
    const status =
      state === 'sold'
        ? ('sold' as const)
        : item.listedAt === null
          ? ('not_listed' as const)
          : state === 'listed'
            ? ('bidding' as const)
            : ('withdrawn' as const);
    return {
      merchandiseId: item.id,
      productName: view.productName,
      descriptor: view.descriptor,
      status,
      startPriceCents: item.priceCents,
      reservePriceCents: directRow(ctx.db, item.id).reservePriceCents,
      soldPriceCents: item.soldPriceCents,
      listedAt: item.listedAt,
      endsAt: item.listedAt === null ? null : item.listedAt + (item.durationHours ?? 24) * HOUR_MS,
    };
  });

  route(c.directSearch, ({ input, user, ctx }) => {
    saveSearch(ctx.db, user.id, input.keyword, ctx.now(), 'direct');
    const filter = { ...SEARCH_PAGE, keyword: input.keyword };
    const orders = listOrders(ctx.db, user.id, filter);
    const goods = listGoodsIds(ctx.db, user.id, filter);
    return {
      orders: orders.list.map((o) => orderSummary(ctx.db, o.orderId)),
      goods: goods.ids.map((id) => goodsView(ctx.db, id)),
      ordersTotal: orders.total,
      goodsTotal: goods.total,
    };
  });
  route(c.directSearchRecent, ({ user, ctx }) => ({
    list: listSearches(ctx.db, user.id, 'direct'),
  }));
  route(c.directSearchClear, ({ user, ctx }) => ({
    deleted: clearSearches(ctx.db, user.id, 'direct'),
  }));
});
