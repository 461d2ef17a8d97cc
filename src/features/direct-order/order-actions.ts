import { positiveIntParam } from '../../lib/query-param';
import type * as z from 'zod/mini';
import type { orderState } from '../../shared/contracts/seller-order';

export type OrderState = z.infer<typeof orderState>;

/** The seller's actions of spec 000 §4 as the direct-order contracts name them. */
export type SellerActionName =
  | 'cancel'
  | 'confirmReserve'
  | 'changeReserve'
  | 'updateShelfPrice'
  | 'askRecheck'
  | 'askReturn'
  | 'payReturnFee';

/**
 * What the seller may do in each state, for an answer that does not list its
 * actions (the v1 `info`). The server's table is server/consignment/state-machine.ts;
 * tests/unit/features/direct-order/order-actions.test.ts holds this copy to it.
 */
export const SELLER_ACTIONS_BY_STATE: Readonly<Record<OrderState, readonly SellerActionName[]>> = {
  created: ['cancel'],
  shipped: [],
  received: ['askReturn'],
  inspected: ['confirmReserve', 'changeReserve', 'askRecheck', 'askReturn'],
  listed: ['changeReserve', 'updateShelfPrice', 'askReturn'],
  sold: [],
  cancelled: [],
  returned: [],
  rechecking: ['askReturn'],
  returning: ['payReturnFee'],
};

const ACTION_LABELS: Readonly<Record<SellerActionName, string>> = {
  cancel: '取消订单',
  confirmReserve: '确认保留价',
  changeReserve: '修改保留价',
  updateShelfPrice: '修改在架价格',
  askRecheck: '申请复检',
  askReturn: '申请退回',
  payReturnFee: '支付退回服务费',
};

export function actionsForState(state: OrderState) {
  return SELLER_ACTIONS_BY_STATE[state].map((action) => ({ action, label: ACTION_LABELS[action] }));
}

/** What a screen offers for one order: the sheet to cancel, or a page to go to. */
export type OrderOffer =
  { kind: 'cancel'; label: string } | { kind: 'link'; label: string; to: string };

interface OfferSource {
  orderId: number;
  state: OrderState;
  expressNo: string | null;
  /** The actions the server says the state allows (list and info/v2 answers). */
  actions: ReadonlyArray<{ action: string; label: string }>;
  /** The first item: the goods pages act on an item (a merchandise id is its item id). */
  firstItemId: number | null;
}

/** An express number the tracking page accepts (its own rule), or null: no link then. */
export function trackableExpressNo(value: string | null): string | null {
  return value !== null && /^[A-Za-z0-9]{6,32}$/.test(value) ? value : null;
}

/**
 * The buttons of an order, in this order: cancel (the server allows it), ship
 * (not shipped yet: the delivery page), track (a trackable express number),
 * then the goods actions, which the goods detail page carries out.
 */
export function offersOf(order: OfferSource): OrderOffer[] {
  const offers: OrderOffer[] = [];
  const names = new Set(order.actions.map((a) => a.action));
  if (names.has('cancel')) offers.push({ kind: 'cancel', label: '取消订单' });
  if (order.state === 'created') {
    offers.push({
      kind: 'link',
      label: '去发货',
      to: `/directOrderDelivery?orderId=${order.orderId}`,
    });
  }
  const expressNo = trackableExpressNo(order.expressNo);
  if (expressNo !== null && order.state !== 'created') {
    offers.push({ kind: 'link', label: '查看物流', to: `/logisticsTrack?expressNo=${expressNo}` });
  }
  const goodsActions = order.actions.filter((a) => a.action !== 'cancel');
  if (goodsActions.length > 0 && order.firstItemId !== null) {
    offers.push({
      kind: 'link',
      label: goodsActions.length === 1 ? (goodsActions[0]?.label ?? '处理商品') : '处理商品',
      to: `/directGoodsDetail?merchandiseId=${order.firstItemId}`,
    });
  }
  return offers;
}

/** `/directOrderDetail?orderId=…`: the id the info calls take (untrusted: null when malformed). */
export function orderIdParam(params: URLSearchParams): number | null {
  return positiveIntParam(params.get('orderId'));
}
