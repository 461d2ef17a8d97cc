import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { orderSummary } from './direct-order';
import { directGoods } from './direct-goods';
import { searchRecord } from './seller-search';

// spec 000 §7 "Seller calls": the direct-sale search with its recent searches (issue 18,
// /directSearchPage). The seller's auction detail of an item is in direct-auction.ts.

export const directSearch = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/search',
  summary:
    'Searches the seller’s orders and goods by model, order or express number; kept as recent.',
  input: z.object({
    keyword: z
      .string()
      .check(z.trim(), z.minLength(1, '请输入搜索内容'), z.maxLength(40, '搜索内容最多 40 个字')),
  }),
  data: z.object({
    orders: z.array(orderSummary),
    goods: z.array(directGoods),
    ordersTotal: z.int(),
    goodsTotal: z.int(),
  }),
});

export const directSearchRecent = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/directagent/order/search/recent',
  summary: 'The seller’s recent direct-sale searches, newest first.',
  input: noInput,
  data: z.object({ list: z.array(searchRecord) }),
});

export const directSearchClear = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/search/recent/delete',
  summary: 'Forgets every recent direct-sale search of the seller.',
  input: noInput,
  data: z.object({ deleted: z.int() }),
});
