import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents, epochMs } from '../contract-fields';

// spec 000 §7 POST /api/dh/order/operation/info: what the bidder may do with one
// of their won-lot orders now, and the money each way of paying has (the wallet's
// money pays through a transfer into the margin account first).

export const orderOperation = z.enum(['PAY_BY_MARGIN', 'PAY_BY_CARD', 'VIEW']);

export const orderOperationInfo = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/order/operation/info',
  summary: 'The operations open on one of the caller’s orders and the balances to pay it.',
  input: z.object({ orderId: z.int() }),
  data: z.object({
    orderId: z.int(),
    orderNo: z.string(),
    status: z.enum(['UNPAID', 'PAID', 'CLOSED']),
    amountCents: cents(),
    payDeadline: epochMs(),
    marginAvailableCents: cents(),
    walletAvailableCents: cents(),
    operations: z.array(orderOperation),
  }),
});
