import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, pageInput, pageOf } from '../contract-fields';

// spec 000 §7: the bidder's auction lists and their visitor (tourist) variants.

export const auctionStatus = z.enum(['pending', 'bidding', 'ended']);
export type AuctionStatus = z.infer<typeof auctionStatus>;

export const auctionItem = z.object({
  id: z.int(),
  merchandiseNo: z.string(),
  title: z.string(),
  brandId: z.int(),
  brandName: z.string(),
  evaluationLevel: z.string(),
  startPriceCents: cents(),
  currentPriceCents: cents(),
  bidCount: z.int(),
  startAt: epochMs(),
  endAt: epochMs(),
  status: auctionStatus,
  /** The signed-in bidder's highest bid; null for visitors or no bid. */
  myBidCents: z.nullable(cents()),
});
export type AuctionItem = z.infer<typeof auctionItem>;

/** Filters of the lists (spec 000 §7 "brand and evaluation-level filter"). */
export const auctionFilter = {
  ...pageInput,
  brandId: z.optional(z.int()),
  evaluationLevel: z.optional(z.string().check(z.maxLength(8))),
  keyword: z.optional(z.string().check(z.maxLength(40))),
};
const filterInput = z.object(auctionFilter);

export const biddingList = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/bidding/list',
  summary: 'Auctions open for bids, for a signed-in bidder (with their own highest bid).',
  input: filterInput,
  data: pageOf(auctionItem),
});

export const biddingListTourist = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/bidding/list/tourist',
  summary: 'Auctions open for bids, for a visitor.',
  input: filterInput,
  data: pageOf(auctionItem),
});

export const pendingList = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/bidding/list/type/pending',
  summary: 'Auctions that have not started yet.',
  input: filterInput,
  data: pageOf(auctionItem),
});

export const auctionSession = z.object({
  id: z.int(),
  name: z.string(),
  startAt: epochMs(),
  endAt: epochMs(),
  itemCount: z.int(),
  status: auctionStatus,
});
export type AuctionSession = z.infer<typeof auctionSession>;

export const biddingList4App = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/biddingList4App',
  summary: 'Today’s auction sessions (场次) with their item counts.',
  input: noInput,
  data: z.object({ sessions: z.array(auctionSession) }),
});

export const myBid = z.object({
  /** The item's id: one row per item. */
  id: z.int(),
  item: auctionItem,
  myBidCents: cents(),
  bidAt: epochMs(),
  leading: z.boolean(),
});
export type MyBid = z.infer<typeof myBid>;

export const bidMerchandiseList = defineEndpoint({
  method: 'POST',
  auth: 'bidder',
  path: '/api/dh/auction/bid/bidMerchandise/list',
  summary: 'The bidder’s own bids, newest first.',
  input: z.object(pageInput),
  data: pageOf(myBid),
});

export const brandAndLevels = z.object({
  brands: z.array(z.object({ id: z.int(), name: z.string() })),
  levels: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })),
});
export type BrandAndLevels = z.infer<typeof brandAndLevels>;

export const brandAndLevelList = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/bid/brandAndEvalutionLevel/list',
  summary: 'Brands and evaluation levels for the list filters (signed-in).',
  input: noInput,
  data: brandAndLevels,
});

export const brandAndLevelListTourist = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/dh/auction/bid/brandAndEvalutionLevel/list/tourist',
  summary: 'Brands and evaluation levels for the list filters (visitor).',
  input: noInput,
  data: brandAndLevels,
});
