import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents, epochMs, pageInput, pageOf } from '../contract-fields';
import { marginPassword, payNo, payNoInput, paymentResult, paymentStatus } from './payment-fields';

// spec 000 §4/§7: paying for a won lot. The catalogue names the result and
// cancellation calls; the won-lot list and the pay call are the project's, in
// the same /api/dh/auction/order family.

export const orderStatus = z.enum(['UNPAID', 'PAID', 'CLOSED']);

export const wonLot = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  itemId: z.int(),
  title: z.string(),
  amountCents: cents(),
  status: orderStatus,
  wonAt: epochMs(),
  payDeadline: epochMs(),
  /** The payment waiting for the bank, if any (the page resumes it). */
  pendingPayNo: z.nullable(z.string()),
});
export type WonLot = z.infer<typeof wonLot>;

export const wonLotList = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  path: '/api/dh/auction/order/won/list',
  summary: 'The bidder’s won lots and their orders, newest first.',
  input: z.object({ ...pageInput, status: z.optional(orderStatus) }),
  data: pageOf(wonLot),
});

/** From the margin account (password needed) or a bank card (settled by the bank). */
export const orderPay = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  idempotency: 'required',
  path: '/api/dh/auction/order/pay',
  summary: 'Pays a won lot’s order from the margin account or a bank card.',
  encrypt: ['password'],
  input: z.union([
    z.object({ orderId: z.int(), method: z.literal('MARGIN'), password: marginPassword() }),
    z.object({ orderId: z.int(), method: z.literal('BANK_CARD'), cardId: z.optional(z.int()) }),
  ]),
  data: z.object({ payNo: z.string(), status: paymentStatus, orderId: z.int() }),
});

const orderPayResult = z.extend(paymentResult, { orderStatus });

export const orderPayResultQuery = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  path: '/api/dh/auction/order/pay/result/query',
  summary: 'An order payment’s status and the order’s.',
  input: payNoInput,
  data: orderPayResult,
});

export const orderPayResultGet = defineEndpoint({
  method: 'GET',
  auth: 'bidder',
  path: '/api/dh/auction/order/pay/result',
  summary: 'The same, as a GET (the /payResult page after a redirect).',
  input: z.object({ payNo }),
  data: orderPayResult,
});

export const orderCancelPay = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  idempotency: 'required',
  path: '/api/dh/auction/order/cancel/pay',
  summary: 'Cancels an order payment still waiting for the bank; the order stays unpaid.',
  input: payNoInput,
  data: orderPayResult,
});

export const orderCancelPayResultQuery = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  path: '/api/dh/auction/order/cancel/pay/result/query',
  summary: 'An order payment’s status after a cancellation.',
  input: payNoInput,
  data: orderPayResult,
});
