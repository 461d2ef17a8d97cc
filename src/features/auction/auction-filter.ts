export type AuctionTab = 'bidding' | 'pending' | 'mine';

/** The list filters of the address (use-auction-params.ts), sent with every page. */
export interface AuctionFilter {
  brandId?: number;
  evaluationLevel?: string;
}

// Ten lots fill a phone screen and a half: the next page loads before the end is reached.
export const AUCTION_PAGE_SIZE = 10;
