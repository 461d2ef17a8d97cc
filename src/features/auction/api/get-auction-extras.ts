import { endpointQueryOptions, useDetailQuery } from '../../../api/query/use-detail-query';
import {
  biddingList4App,
  brandAndLevelList,
  brandAndLevelListTourist,
} from '../../../shared/contracts/auction-lists';
import { homeRuleInfo } from '../../../shared/contracts/rules-articles';

/** Brands and evaluation levels of the filters (the tourist call for visitors). */
export function useAuctionFilters(signedIn: boolean) {
  return useDetailQuery(
    endpointQueryOptions(signedIn ? brandAndLevelList : brandAndLevelListTourist, {}),
  );
}

/** Today's sessions (场次). */
export function useAuctionSessions() {
  return useDetailQuery(endpointQueryOptions(biddingList4App, {}));
}

/** The bidding rule notice above the lists. */
export function useBiddingNotice() {
  return useDetailQuery(endpointQueryOptions(homeRuleInfo, {}));
}
