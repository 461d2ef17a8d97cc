import { ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import type { GoodsHit, OrderHit } from '../api/get-search-results';

/** One matching order: its number, state, models and express number; opens /directOrderDetail. */
export function OrderHitRow({ order, onOpen }: { order: OrderHit; onOpen: () => void }) {
  const models = order.items.map((item) => item.productName).join('、');
  return (
    <ListItem
      onClick={onOpen}
      description={`${models} · ${order.expressNo ? `快递单号 ${order.expressNo}` : '未发货'}`}
      extra={<Tag>{order.stateLabel}</Tag>}
    >
      <span data-order-no={order.orderNo}>订单号 {order.orderNo}</span>
    </ListItem>
  );
}

/** One matching good: its model and SKU, its order number; opens /directGoodsDetail. */
export function GoodsHitRow({ goods, onOpen }: { goods: GoodsHit; onOpen: () => void }) {
  return (
    <ListItem
      onClick={onOpen}
      description={`${goods.skuName} · 订单号 ${goods.orderNo}`}
      extra={<Tag>{goods.stateLabel}</Tag>}
    >
      <span data-goods-id={goods.merchandiseId}>{goods.productName}</span>
    </ListItem>
  );
}
