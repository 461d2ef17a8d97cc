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

/** A postal address: who receives, their phone, and where (the seller's, the platform's). */
export const postalAddress = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});

export const sellerAddress = z.object({
  ...postalAddress.shape,
  id: z.int(),
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
