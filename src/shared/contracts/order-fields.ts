import * as z from 'zod/mini';
import { cents, epochMs } from '../contract-fields';
import { evaluationLevel } from './evaluation-level';

// Shapes shared by the consignment (seller-order.ts), direct-order and direct-goods
// contracts. In a file of their own, without calls, so a screen that reads orders loads
// these and not every consignment and evaluation contract beside them (route budget).

/** What the seller may do in the order's state, for the buttons a screen shows. */
export const sellerAction = z.object({ action: z.string(), label: z.string() });

/** The order's states, in the order a consignment walks them (the server's state machine reads them). */
export const ORDER_STATES = [
  'created',
  'shipped',
  'received',
  'inspected',
  'listed',
  'sold',
  'cancelled',
  'returned',
  // Issue 18: a re-check asked, a return asked and its fee unpaid.
  'rechecking',
  'returning',
] as const;

export const orderState = z.enum(ORDER_STATES);

/** What the seller reads for each state (the server's labels; a screen's titles before they arrive). */
export const ORDER_STATE_LABELS: Readonly<Record<(typeof ORDER_STATES)[number], string>> = {
  created: '待寄出',
  shipped: '运输中',
  received: '待质检',
  inspected: '待上架',
  listed: '已上架',
  sold: '已售出',
  cancelled: '已取消',
  returned: '已退回',
  rechecking: '复检中',
  returning: '待付退回费',
};

export const sellerAddress = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});

export const orderItem = z.object({
  itemId: z.int(),
  productName: z.string(),
  skuName: z.string(),
  /** spec 000 §3: the item's descriptor, `name:value;…` (src/shared/descriptors.ts). */
  descriptor: z.string(),
  referPriceCents: cents(),
  grade: z.nullable(evaluationLevel),
  priceCents: z.nullable(cents()),
  soldPriceCents: z.nullable(cents()),
});

export const consignmentOrder = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  state: orderState,
  stateLabel: z.string(),
  expressCompany: z.nullable(z.string()),
  expressNo: z.nullable(z.string()),
  returnAddress: z.nullable(sellerAddress),
  items: z.array(orderItem),
  history: z.array(
    z.object({ action: z.string(), stateLabel: z.string(), note: z.string(), time: epochMs() }),
  ),
  createdAt: epochMs(),
});
