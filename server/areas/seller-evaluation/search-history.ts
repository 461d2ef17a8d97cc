import * as c from '../../../src/shared/contracts/seller-search';
import { defineArea } from '../../kit/area';
import { checkOwner } from '../../consignment/ownership';
import {
  clearSearches,
  deleteSearch,
  listSearches,
  saveSearch,
} from '../../consignment/search-history-store';

/** spec 000 §7: the seller's product search history; only the seller's own records. */
export const searchHistoryArea = defineArea('seller-search-history', (route) => {
  route(c.searchHistorySave, ({ input, user, ctx }) =>
    saveSearch(ctx.db, user.id, input.keyword, ctx.now()),
  );
  route(c.searchHistoryList, ({ user, ctx }) => ({ list: listSearches(ctx.db, user.id) }));
  route(c.searchHistoryClear, ({ user, ctx }) => ({ deleted: clearSearches(ctx.db, user.id) }));
  route(c.searchHistoryDelete, ({ input, user, ctx }) => {
    const denied = checkOwner(ctx.db, 'seller_search_history', input.id, user.id);
    return denied ?? { deleted: deleteSearch(ctx.db, input.id) };
  });
});
