import {
  bidMerchandiseList,
  biddingList,
  biddingList4App,
  biddingListTourist,
  brandAndLevelList,
  brandAndLevelListTourist,
  pendingList,
} from '../../../src/shared/contracts/auction-lists';
import { defineArea } from '../../kit/area';
import { brandsAndLevels, listAuctionItems, listMyBids, listSessions } from '../../store/auctions';

/**
 * spec 000 §7 auction lists. The signed-in variants need a token (tokenExpired
 * otherwise, so the app can offer the tourist list); the /tourist ones are open.
 */
export const auctionListsArea = defineArea('auction-lists', (route) => {
  route(biddingList, ({ input, user, ctx }) =>
    listAuctionItems(ctx.db, 'bidding', input, user.id, ctx.now()),
  );

  route(biddingListTourist, ({ input, ctx }) =>
    listAuctionItems(ctx.db, 'bidding', input, null, ctx.now()),
  );

  // Upcoming lots are public; a signed-in viewer has no bids on them yet.
  route(pendingList, ({ input, ctx }) =>
    listAuctionItems(ctx.db, 'pending', input, null, ctx.now()),
  );

  route(biddingList4App, ({ ctx }) => ({
    sessions: listSessions(ctx.db, ctx.now()),
  }));

  route(bidMerchandiseList, ({ input, user, ctx }) =>
    listMyBids(ctx.db, user.id, input, ctx.now()),
  );

  route(brandAndLevelList, ({ ctx }) => brandsAndLevels(ctx.db));

  route(brandAndLevelListTourist, ({ ctx }) => brandsAndLevels(ctx.db));
});
