import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, pageInput, pageOf, queryInt } from '../contract-fields';
import { orderItem, orderState, sellerAction } from './seller-fields';

// spec 000 §7 "Seller calls": the direct-sale goods, reserve and on-shelf prices, re-checks,
// returns and the return fees (issue 18). A merchandise id is the consignment item id.

const D = '/api/dh/seller/direct/merchandise';
const M = '/api/dh/seller/merchandise';
const id = z.int('商品无效').check(z.positive('商品无效'));
const price = cents().check(z.positive('请输入价格'));

export const merchandiseState = z.enum([
  'awaiting_shipment',
  'in_transit',
  'awaiting_inspection',
  'awaiting_listing',
  'on_shelf',
  'sold',
  'cancelled',
  'returned',
  'rechecking',
  'return_fee_unpaid',
]);

export const directGoods = z.extend(orderItem, {
  merchandiseId: z.int(),
  orderId: z.int(),
  orderNo: z.string(),
  expressNo: z.nullable(z.string()),
  state: orderState,
  stateLabel: z.string(),
  merchandiseState,
  reservePriceCents: z.nullable(cents()),
  reserveConfirmed: z.boolean(),
  priceRange: z.object({ minCents: cents(), maxCents: cents() }),
  recheck: z.nullable(z.object({ reason: z.string(), answer: z.nullable(z.string()) })),
  returnFee: z.nullable(
    z.object({
      expressNo: z.string(),
      serviceFeeCents: cents(),
      logisticsFeeCents: cents(),
      paidAt: z.nullable(epochMs()),
    }),
  ),
  listedAt: z.nullable(epochMs()),
  actions: z.array(sellerAction),
});

const listInput = z.object({
  ...pageInput,
  state: z.optional(orderState),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40, '搜索内容最多 40 个字'))),
});

export const goodsList = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${D}/list`,
  summary: 'The seller’s direct-sale goods by state tab, newest first, paged.',
  input: listInput,
  data: z.extend(pageOf(directGoods), { hasMore: z.boolean() }),
});

export const sellerMerchandiseList = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${M}/list`,
  summary: 'The seller’s merchandise by keyword (model, order or express number), paged.',
  input: listInput,
  data: pageOf(directGoods),
});

const one = z.object({ merchandiseId: id });
const oneQuery = z.object({ merchandiseId: queryInt() });

export const goodsDetail = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: `${D}/detail`,
  summary: 'One of the seller’s goods with its prices, re-check, return fee and allowed actions.',
  input: one,
  data: directGoods,
});

export const goodsTotal = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${D}/total`,
  summary: 'The seller’s goods counted per state, and the value of those on shelf.',
  input: noInput,
  data: z.object({
    total: z.int(),
    onShelfCents: cents(),
    counts: z.array(z.object({ state: orderState, label: z.string(), count: z.int() })),
  }),
});

export const referPriceByMerchandise = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${D}/referPriceByMerchandiseId`,
  summary: 'The reference price of an item, its graded price and the allowed price range.',
  input: oneQuery,
  data: z.object({
    referPriceCents: cents(),
    gradePriceCents: cents(),
    minCents: cents(),
    maxCents: cents(),
  }),
});

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
