import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, pageInput, pageOf, queryInt } from '../contract-fields';
import { orderItem, orderState, sellerAction } from './order-fields';

// spec 000 §7 "Seller calls": the direct-sale goods, their totals and reference price
// (issue 18). A merchandise id is the consignment item id. The calls that change them
// and the re-check sheet's read are in direct-goods-changes.ts, so the list and detail
// pages load only these on their first paint (route budget).

const D = '/api/dh/seller/direct/merchandise';
const M = '/api/dh/seller/merchandise';
/** A merchandise id in an input. */
export const merchandiseId = z.int('商品无效').check(z.positive('商品无效'));

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

const one = z.object({ merchandiseId });
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
