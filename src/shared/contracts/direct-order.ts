import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { epochMs, pageInput, pageOf, queryInt } from '../contract-fields';
import { consignmentOrder } from './seller-order';
import { orderItem, orderState, sellerAction } from './seller-fields';

// spec 000 §7 "Seller calls": the direct-sale order list, counts, cancel and info (issue 18).
// States and what each allows: server/consignment/state-machine.ts.

const O = '/api/dh/seller/directagent/order';
const orderId = z.int('订单无效').check(z.positive('订单无效'));

export { sellerAction };

export const orderSummary = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  state: orderState,
  stateLabel: z.string(),
  expressNo: z.nullable(z.string()),
  itemCount: z.int(),
  items: z.array(orderItem),
  actions: z.array(sellerAction),
  createdAt: epochMs(),
});

const keyword = z.optional(z.string().check(z.trim(), z.maxLength(40, '搜索内容最多 40 个字')));

export const orderList = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${O}/list`,
  summary: 'The seller’s consignment orders of one state (or all), newest first, paged.',
  input: z.object({ ...pageInput, state: z.optional(orderState) }),
  data: pageOf(orderSummary),
});

export const orderListV2 = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${O}/list/v2`,
  summary: 'The seller’s orders by state tab, keyword (model, order or express number) and dates.',
  input: z.object({
    ...pageInput,
    state: z.optional(orderState),
    keyword,
    createdFrom: z.optional(epochMs()),
    createdTo: z.optional(epochMs()),
  }),
  data: z.extend(pageOf(orderSummary), { hasMore: z.boolean() }),
});

export const orderCount = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${O}/count`,
  summary: 'How many orders the seller has in each state (every state, zeros included).',
  input: noInput,
  data: z.object({
    counts: z.array(z.object({ state: orderState, label: z.string(), count: z.int() })),
    total: z.int(),
  }),
});

export const orderCancel = defineEndpoint({
  method: 'PUT',
  auth: 'seller',
  idempotency: 'required',
  path: `${O}/cancel`,
  summary: 'Cancels an order not shipped yet; other states answer CB0430 naming the state.',
  input: z.object({ orderId }),
  data: consignmentOrder,
});

export const orderInfo = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${O}/info`,
  summary: 'One of the seller’s orders: items, shipment, return address and history.',
  input: z.object({ orderId: queryInt() }),
  data: consignmentOrder,
});

export const orderInfoV2 = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${O}/info/v2`,
  summary: 'The order with its inspection result, return parcel and the actions its state allows.',
  input: z.object({ orderId: queryInt() }),
  data: z.extend(consignmentOrder, {
    inspection: z.nullable(
      z.object({
        grade: z.string(),
        recheckReason: z.nullable(z.string()),
        recheckAnswer: z.nullable(z.string()),
      }),
    ),
    returnParcel: z.nullable(
      z.object({
        expressNo: z.string(),
        serviceFeeCents: z.int(),
        logisticsFeeCents: z.int(),
        paid: z.boolean(),
      }),
    ),
    actions: z.array(sellerAction),
  }),
});
