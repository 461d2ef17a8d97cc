import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents, epochMs } from '../contract-fields';

// spec 000 §7 "Seller calls": the seller's auction detail of an item (issue 18,
// /directGoodsDetail), a file of its own so that page does not load the search calls
// and the order and search shapes they need (route budget).

export const sellerAuctionDetail = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/auction/merchandisedetail/seller/bymerchandise',
  summary: 'The auction of one of the seller’s items: price, reserve, timing and result.',
  input: z.object({ merchandiseId: z.int('商品无效').check(z.positive('商品无效')) }),
  data: z.object({
    merchandiseId: z.int(),
    productName: z.string(),
    descriptor: z.string(),
    status: z.enum(['not_listed', 'bidding', 'sold', 'withdrawn']),
    startPriceCents: z.nullable(cents()),
    reservePriceCents: z.nullable(cents()),
    soldPriceCents: z.nullable(cents()),
    listedAt: z.nullable(epochMs()),
    endsAt: z.nullable(epochMs()),
  }),
});
