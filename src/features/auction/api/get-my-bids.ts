import { definePagedList } from '../../../api/query/define-paged-list';
import { bidMerchandiseList } from '../../../shared/contracts/auction-lists';
import { AUCTION_PAGE_SIZE } from '../auction-filter';

/** The signed-in bidder's own bids (a visitor is invited to log in instead). */
export const myBidsPages = definePagedList(bidMerchandiseList, {
  pageSize: AUCTION_PAGE_SIZE,
  input: (_filter: Record<string, never>, page) => page,
});

export function useMyBids(enabled: boolean) {
  return myBidsPages.use({}, enabled);
}
