import * as c from '../../../src/shared/contracts/direct-order';
import * as info from '../../../src/shared/contracts/direct-order-info';
import { defineArea } from '../../kit/area';
import { applyAction, itemsOfOrder, orderView } from '../../consignment/orders-store';
import { checkOwner } from '../../consignment/ownership';
import { directRow, returnOf, sellerActionsOf } from '../../direct/goods-store';
import { countOrders, listOrders } from '../../direct/orders-query';

/** spec 000 §7: the seller's direct-sale orders (issue 18); only the seller's own. */
export const directOrderArea = defineArea('direct-order', (route) => {
  route(c.orderList, ({ input, user, ctx }) => listOrders(ctx.db, user.id, input));
  route(c.orderListV2, ({ input, user, ctx }) => {
    const page = listOrders(ctx.db, user.id, input);
    return { ...page, hasMore: input.pageIndex * input.pageSize < page.total };
  });
  route(c.orderCount, ({ user, ctx }) => countOrders(ctx.db, user.id));

  route(c.orderCancel, ({ input, user, ctx }) => {
    const denied = checkOwner(ctx.db, 'consignment_orders', input.orderId, user.id);
    if (denied) return denied;
    return ctx.db.transaction(() => {
      const step = { orderId: input.orderId, action: 'cancel' as const, note: '卖家取消订单' };
      const refused = applyAction(ctx.db, { ...step, now: ctx.now() });
      return refused ?? orderView(ctx.db, input.orderId);
    })();
  });

  route(info.orderInfo, ({ input, user, ctx }) => {
    const denied = checkOwner(ctx.db, 'consignment_orders', input.orderId, user.id);
    return denied ?? orderView(ctx.db, input.orderId);
  });
  route(info.orderInfoV2, ({ input, user, ctx }) => {
    const denied = checkOwner(ctx.db, 'consignment_orders', input.orderId, user.id);
    if (denied) return denied;
    const order = orderView(ctx.db, input.orderId);
    const first = itemsOfOrder(ctx.db, input.orderId)[0];
    const direct = first ? directRow(ctx.db, first.id) : undefined;
    const parcel = returnOf(ctx.db, input.orderId);
    return {
      ...order,
      inspection: first?.grade
        ? {
            grade: first.grade,
            recheckReason: direct?.recheckReason ?? null,
            recheckAnswer: direct?.recheckAnswer ?? null,
          }
        : null,
      returnParcel: parcel
        ? {
            expressNo: parcel.expressNo,
            serviceFeeCents: parcel.serviceFeeCents,
            logisticsFeeCents: parcel.logisticsFeeCents,
            paid: parcel.paidAt !== null,
          }
        : null,
      actions: sellerActionsOf(order.state),
    };
  });
});
