import { definePagedList, type PageFields } from '../../../api/query/define-paged-list';
import { biddingList, biddingListTourist } from '../../../shared/contracts/auction-lists';
import { AUCTION_PAGE_SIZE, type AuctionFilter } from '../auction-filter';

const input = (filter: AuctionFilter, page: PageFields) => ({ ...filter, ...page });

/** The open lots: a signed-in bidder's carry their own bids; a visitor's come from the tourist call. */
export const biddingPages = definePagedList(biddingList, { pageSize: AUCTION_PAGE_SIZE, input });
export const touristBiddingPages = definePagedList(biddingListTourist, {
  pageSize: AUCTION_PAGE_SIZE,
  input,
});
