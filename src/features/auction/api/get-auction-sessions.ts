import { defineRecord } from '../../../api/query/define-record';
import { biddingList4App } from '../../../shared/contracts/auction-lists';

/** Today's sessions (场次). */
export const auctionSessionsRecord = defineRecord(biddingList4App);

export function useAuctionSessions() {
  return auctionSessionsRecord.use({});
}
