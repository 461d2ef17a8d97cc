import { call } from '../../../api/call';
import { pagedListKey } from '../../../api/query/query-keys';
import { useListQuery } from '../../../api/query/use-list-query';
import {
  bidMerchandiseList,
  biddingList,
  biddingListTourist,
  pendingList,
} from '../../../shared/contracts/auction-lists';

export type AuctionTab = 'bidding' | 'pending' | 'mine';

export interface AuctionFilter {
  brandId?: number;
  evaluationLevel?: string;
}

// Ten lots fill a phone screen and a half: the next page loads before the end is reached.
export const AUCTION_PAGE_SIZE = 10;

/**
 * The open or upcoming lots. A signed-in bidder's open list comes from the
 * signed-in call (it carries their own bids); a visitor's from the tourist one.
 */
export function useAuctionList(
  tab: 'bidding' | 'pending',
  filter: AuctionFilter,
  signedIn: boolean,
) {
  const endpoint = tab === 'pending' ? pendingList : signedIn ? biddingList : biddingListTourist;
  return useListQuery({
    queryKey: pagedListKey(endpoint, filter),
    fetchPage: (pageIndex, signal) =>
      call(endpoint, { pageIndex, pageSize: AUCTION_PAGE_SIZE, ...filter }, { signal }),
  });
}

/** The signed-in bidder's own bids (a visitor is invited to log in instead). */
export function useMyBids(enabled: boolean) {
  return useListQuery({
    queryKey: pagedListKey(bidMerchandiseList, {}),
    fetchPage: (pageIndex, signal) =>
      call(bidMerchandiseList, { pageIndex, pageSize: AUCTION_PAGE_SIZE }, { signal }),
    enabled,
  });
}
