import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/seller-order';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { defaultAddressOf, listAddresses, saveAddress } from '../../consignment/addresses-store';
import { addOrderItem, createOrder, shipOrder } from '../../consignment/order-actions';
import { findOrderRow, findItemRow, itemView } from '../../consignment/orders-store';
import { checkOwner } from '../../consignment/ownership';

/** spec 000 §7 "Seller calls": the direct-agent order, its delivery and addresses (issue 16). */
export const sellerOrderArea = defineArea('seller-order', (route) => {
  route(c.orderCreate, ({ input, user, ctx }) =>
    createOrder(ctx.db, {
      userId: user.id,
      evaluationIds: [input.evaluationId],
      returnAddressId: input.returnAddressId,
      now: ctx.now(),
    }),
  );
  route(c.orderCreateV2, ({ input, user, ctx }) =>
    createOrder(ctx.db, { ...input, userId: user.id, now: ctx.now() }),
  );
  route(c.orderItemInsert, ({ input, user, ctx }) =>
    addOrderItem(ctx.db, { ...input, userId: user.id, now: ctx.now() }),
  );

  route(c.onshelfNotice, ({ user, ctx }) => {
    const ids = ctx.db
      .prepare(
        `SELECT i.id FROM consignment_items i JOIN consignment_orders o ON o.id = i.order_id
         WHERE i.user_id = ? AND o.state = 'listed' AND o.direct_state IS NULL AND i.listed_at IS NOT NULL
         ORDER BY i.listed_at DESC, i.id DESC`,
      )
      .pluck()
      .all(user.id) as number[];
    const items = ids.flatMap((id) => {
      const row = findItemRow(ctx.db, id);
      if (!row) return [];
      const view = itemView(row);
      return [
        {
          orderId: row.orderId,
          itemId: id,
          productName: view.productName,
          priceCents: row.priceCents ?? 0,
        },
      ];
    });
    const notice =
      items.length > 0
        ? `您有 ${items.length} 件商品正在拍卖中，成交后货款将转入您的钱包`
        : '商品质检完成后即可发布上架，平台将代您拍卖';
    return { notice, items };
  });

  route(c.depositoryAddress, ({ input, user, ctx }) => {
    const denied = checkOwner(ctx.db, 'consignment_orders', input.orderId, user.id);
    if (denied) return denied;
    const order = findOrderRow(ctx.db, input.orderId);
    const address = ctx.db
      .prepare(
        'SELECT name, phone, province, city, district, detail FROM platform_addresses WHERE id = ?',
      )
      .get(order?.depositoryId ?? 0) as c.DepositoryAddress | undefined;
    return address ?? fail(BUSINESS_ERRORS.notFound);
  });

  route(c.returnAddressSave, ({ input, user, ctx }) => {
    if (input.id !== undefined) {
      const denied = checkOwner(ctx.db, 'seller_addresses', input.id, user.id);
      if (denied) return denied;
    }
    return saveAddress(ctx.db, user.id, input);
  });
  route(c.defaultAddress, ({ user, ctx }) => ({ address: defaultAddressOf(ctx.db, user.id) }));
  route(c.validatePrimaryAddress, ({ user, ctx }) => {
    const address = defaultAddressOf(ctx.db, user.id);
    return address
      ? { valid: true, message: '' }
      : { valid: false, message: '请先添加默认退回地址，质检不通过的商品将寄回该地址' };
  });
  route(c.userReturnAddresses, ({ user, ctx }) => ({ list: listAddresses(ctx.db, user.id) }));

  route(c.orderDelivery, ({ input, user, ctx }) =>
    shipOrder(ctx.db, { ...input, userId: user.id, now: ctx.now() }, 'ship'),
  );
  route(c.orderExpressUpdate, ({ input, user, ctx }) =>
    shipOrder(ctx.db, { ...input, userId: user.id, now: ctx.now() }, 'updateExpress'),
  );
});
