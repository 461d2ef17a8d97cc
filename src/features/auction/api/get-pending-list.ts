import { definePagedList } from '../../../api/query/define-paged-list';
import { pendingList } from '../../../shared/contracts/auction-lists';
import { AUCTION_PAGE_SIZE, type AuctionFilter } from '../auction-filter';

/** The lots about to open (the same list for visitors and bidders). */
export const pendingPages = definePagedList(pendingList, {
  pageSize: AUCTION_PAGE_SIZE,
  input: (filter: AuctionFilter, page) => ({ ...filter, ...page }),
});
