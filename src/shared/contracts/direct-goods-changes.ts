import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents } from '../contract-fields';
import { directGoods, merchandiseId as id } from './direct-goods';

// spec 000 §7 "Seller calls": what changes the direct-sale goods (issue 18): the reserve
// and on-shelf prices, re-checks, returns and the return fees. Apart from the reads in
// direct-goods.ts, which the list and detail pages load on their first paint.

const D = '/api/dh/seller/direct/merchandise';
const M = '/api/dh/seller/merchandise';
const price = cents().check(z.positive('请输入价格'));
const one = z.object({ merchandiseId: id });

const priced = z.object({ merchandiseId: id, priceCents: price });
const change = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    auth: 'seller',
    idempotency: 'required',
    path,
    summary,
    input: priced,
    data: directGoods,
  });

export const confirmReservePrice = change(
  `${D}/confirm/reservePrice`,
  'Confirms the reserve price of an inspected item, within once/price/range.',
);
export const changeReservePrice = change(
  `${D}/change/reservePrice`,
  'Changes the reserve price of an inspected or listed item, within once/price/range.',
);
export const updateOnShelfPrice = change(
  `${M}/price/update/onShelf`,
  'Changes the starting price of an item on shelf, within once/price/range.',
);

export const recheckInfo = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${M}/recheck/info`,
  summary: 'Whether a re-check may be asked for an item, and the last one asked with its answer.',
  input: one,
  data: z.object({
    canAsk: z.boolean(),
    grade: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    answer: z.nullable(z.string()),
  }),
});

export const reDetectReq = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: `${M}/reDetectReq`,
  summary: 'Asks the platform to inspect an item again, with the reason.',
  input: z.object({
    merchandiseId: id,
    reason: z
      .string()
      .check(z.trim(), z.minLength(2, '请填写复检原因'), z.maxLength(200, '原因最多 200 字')),
  }),
  data: directGoods,
});

export const referPriceFeedback = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: `${M}/refer/price/feedback`,
  summary: 'The seller’s view of an item’s reference price: the price expected and a note.',
  input: z.object({
    merchandiseId: id,
    expectedCents: price,
    note: z.string().check(z.trim(), z.maxLength(200, '说明最多 200 字')),
  }),
  data: z.object({ recorded: z.boolean() }),
});

const fees = {
  orderIds: z.array(z.int()),
  serviceFeeCents: cents(),
  logisticsFeeCents: cents(),
  totalCents: cents(),
};

export const goodsReturn = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: `${D}/merchandise/return`,
  summary: 'Asks for an item back; its order waits for the return fees (service/fee/pay).',
  input: one,
  data: z.object(fees),
});

export const goodsReturnBatch = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: `${D}/merchandise/return/batch`,
  summary: 'Asks for several items back at once: all or none.',
  input: z.object({
    merchandiseIds: z
      .array(id)
      .check(z.minLength(1, '请选择商品'), z.maxLength(50, '一次最多 50 件')),
  }),
  data: z.object(fees),
});

export const serviceFeePay = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: `${D}/service/fee/pay`,
  summary: 'Pays the return service fee and the unpaid logistics fee from the wallet or margin.',
  input: z.object({
    merchandiseIds: z
      .array(id)
      .check(z.minLength(1, '请选择商品'), z.maxLength(50, '一次最多 50 件')),
    payFrom: z.enum(['wallet', 'margin']),
  }),
  data: z.object({ ...fees, paidCents: cents(), payFrom: z.enum(['wallet', 'margin']) }),
});
