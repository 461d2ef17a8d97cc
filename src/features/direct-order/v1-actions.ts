import type { OrderState } from './order-actions';

// Only the detail's v1 fallback (info lists no actions) needs this table: in a module of
// its own it loads with /directOrderDetail, not with the list (route budget).

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
 * actions (the v1 `info`). The server's table is server/direct/goods-store.ts
 * (sellerActionsOf); tests/unit/features/direct-order/order-actions.test.ts holds this copy to it.
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
