/**
 * The consignment order and its merchandise as one state machine (spec 000 §4:
 * evaluation → submit → direct-agent order → delivery → received and inspected
 * by the platform → listed → sold; or cancelled before shipping, or returned to
 * the seller). Pure: no database, no clock. Every call that changes an order
 * names its action; an action not in the table for the current state is refused
 * with a message naming that state, never a silent success.
 *
 * Issue 18 (the direct-sale seller area) adds its actions to TRANSITIONS.
 */

// One list of states and their labels for the contract and the server (order-fields.ts).
import { ORDER_STATES } from '../../src/shared/contracts/order-fields';
import { ORDER_STATE_LABELS } from '../../src/shared/contracts/order-state-labels';

export { ORDER_STATES, ORDER_STATE_LABELS };
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ACTIONS = [
  'addItem',
  'ship',
  'updateExpress',
  'cancel',
  'receive',
  'inspect',
  'saveDraft',
  'savePublish',
  'publish',
  'sell',
  'return',
  // Issue 18 (the direct-sale seller area).
  'confirmReserve',
  'changeReserve',
  'updateShelfPrice',
  'askRecheck',
  'answerRecheck',
  'askReturn',
  'payReturnFee',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  addItem: '添加商品',
  ship: '填写物流发货',
  updateExpress: '修改快递单号',
  cancel: '取消订单',
  receive: '仓库签收',
  inspect: '质检定级',
  saveDraft: '保存发布草稿',
  savePublish: '保存发布信息',
  publish: '发布上架',
  sell: '拍卖成交',
  return: '退回商品',
  confirmReserve: '确认保留价',
  changeReserve: '修改保留价',
  updateShelfPrice: '修改在架价格',
  askRecheck: '申请复检',
  answerRecheck: '复检完成',
  askReturn: '申请退回',
  payReturnFee: '支付退回服务费',
};

/**
 * The merchandise (each item of an order) follows its order: one status per
 * order state, the words the goods lists show.
 */
export type MerchandiseState =
  | 'awaiting_shipment'
  | 'in_transit'
  | 'awaiting_inspection'
  | 'awaiting_listing'
  | 'on_shelf'
  | 'sold'
  | 'cancelled'
  | 'returned'
  | 'rechecking'
  | 'return_fee_unpaid';

export const MERCHANDISE_STATE_OF: Readonly<Record<OrderState, MerchandiseState>> = {
  created: 'awaiting_shipment',
  shipped: 'in_transit',
  received: 'awaiting_inspection',
  inspected: 'awaiting_listing',
  listed: 'on_shelf',
  sold: 'sold',
  cancelled: 'cancelled',
  returned: 'returned',
  rechecking: 'rechecking',
  returning: 'return_fee_unpaid',
};

/** The transition table: for each state, the actions it allows and where each leads. */
export const TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderAction, OrderState>>>> = {
  created: { addItem: 'created', ship: 'shipped', cancel: 'cancelled' },
  // The express number can be changed while the parcel travels (spec 000 §4).
  shipped: { updateExpress: 'shipped', receive: 'received' },
  received: { inspect: 'inspected', return: 'returned', askReturn: 'returning' },
  inspected: {
    saveDraft: 'inspected',
    savePublish: 'inspected',
    publish: 'listed',
    return: 'returned',
    confirmReserve: 'inspected',
    changeReserve: 'inspected',
    askRecheck: 'rechecking',
    askReturn: 'returning',
  },
  // An order of several items stays listed while its other items are published.
  listed: {
    publish: 'listed',
    sell: 'sold',
    return: 'returned',
    changeReserve: 'listed',
    updateShelfPrice: 'listed',
    askReturn: 'returning',
  },
  sold: {},
  cancelled: {},
  returned: {},
  // The platform inspects again and answers (a dev control); the seller may still take it back.
  rechecking: { answerRecheck: 'inspected', askReturn: 'returning' },
  // The goods leave the warehouse once the return service and logistics fees are paid.
  returning: { payReturnFee: 'returned' },
};

export type Transition =
  { ok: true; from: OrderState; to: OrderState } | { ok: false; from: OrderState; message: string };

/** Where `action` takes an order in state `from`, or why it may not. */
export function transition(from: OrderState, action: OrderAction): Transition {
  const to = TRANSITIONS[from][action];
  if (to !== undefined) return { ok: true, from, to };
  const message = `订单当前状态为「${ORDER_STATE_LABELS[from]}」，不能${ORDER_ACTION_LABELS[action]}`;
  return { ok: false, from, message };
}

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}
