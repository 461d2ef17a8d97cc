import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { queryInt } from '../contract-fields';
import { consignmentOrder, sellerAction } from './order-fields';

// spec 000 §7 "Seller calls": one direct-sale order, v1 and v2 (issue 18). The list, counts
// and cancel of the same path family are in direct-order.ts.

const O = '/api/dh/seller/directagent/order';

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
