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
  route(biddingList, { auth: 'user' }, ({ input, user, ctx }) =>
    listAuctionItems(ctx.db, 'bidding', input, user.id, ctx.now()),
  );

  route(biddingListTourist, { auth: 'none' }, ({ input, ctx }) =>
    listAuctionItems(ctx.db, 'bidding', input, null, ctx.now()),
  );

  // Upcoming lots are public; a signed-in viewer has no bids on them yet.
  route(pendingList, { auth: 'none' }, ({ input, ctx }) =>
    listAuctionItems(ctx.db, 'pending', input, null, ctx.now()),
  );

  route(biddingList4App, { auth: 'none' }, ({ ctx }) => ({
    sessions: listSessions(ctx.db, ctx.now()),
  }));

  route(bidMerchandiseList, { auth: 'bidder' }, ({ input, user, ctx }) =>
    listMyBids(ctx.db, user.id, input, ctx.now()),
  );

  route(brandAndLevelList, { auth: 'user' }, ({ ctx }) => brandsAndLevels(ctx.db));

  route(brandAndLevelListTourist, { auth: 'none' }, ({ ctx }) => brandsAndLevels(ctx.db));
});
