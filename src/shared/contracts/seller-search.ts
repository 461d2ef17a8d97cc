import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { epochMs, queryInt } from '../contract-fields';

// spec 000 §7 "Seller calls": the seller's product search history (issue 16).

export const searchRecord = z.object({ id: z.int(), keyword: z.string(), searchedAt: epochMs() });

/**
 * Which search a keyword belongs to: the consignment product search (/consignSearch, the
 * default) or the direct-sale order and goods search (/directSearchPage, issue 18). Each keeps
 * its own recent keywords: an order number is no use as a model name.
 */
export const searchScene = z.enum(['product', 'direct']);
export type SearchScene = z.infer<typeof searchScene>;
const scene = z.optional(searchScene);

/** spec 000 §3 "search history record": the newest first, at most this many kept. */
export const SEARCH_HISTORY_LIMIT = 20;

export const searchHistorySave = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/history/search/record/save',
  summary: 'Saves a search keyword (again: moves it to the top); keeps the newest 20.',
  input: z.object({
    keyword: z
      .string()
      .check(z.trim(), z.minLength(1, '请输入搜索内容'), z.maxLength(40, '搜索内容最多 40 个字')),
    scene,
  }),
  data: searchRecord,
});

export const searchHistoryList = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/history/search/record/list',
  summary: 'The seller’s saved search keywords of one scene (products by default), newest first.',
  input: z.object({ scene }),
  data: z.object({ list: z.array(searchRecord) }),
});

export const searchHistoryClear = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/history/search/record/all/delete',
  summary: 'Deletes every saved search keyword of the seller in one scene.',
  input: z.object({ scene }),
  data: z.object({ deleted: z.int() }),
});

export const searchHistoryDelete = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/history/search/record/delete',
  summary: 'Deletes one saved search keyword of the seller (a GET, as the platform has it).',
  input: z.object({ id: queryInt(), scene }),
  data: z.object({ deleted: z.int() }),
});
