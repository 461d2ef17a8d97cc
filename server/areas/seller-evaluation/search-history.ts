import * as c from '../../../src/shared/contracts/seller-search';
import { defineArea } from '../../kit/area';
import { checkOwner } from '../../consignment/ownership';
import {
  clearSearches,
  deleteSearch,
  listSearches,
  saveSearch,
  SEARCH_TABLE,
} from '../../consignment/search-history-store';

/**
 * spec 000 §7: the seller's search history, one list per scene (products unless the
 * direct-sale search says so); only the seller's own records.
 */
export const searchHistoryArea = defineArea('seller-search-history', (route) => {
  route(c.searchHistorySave, ({ input, user, ctx }) =>
    saveSearch(ctx.db, user.id, input.keyword, ctx.now(), input.scene),
  );
  route(c.searchHistoryList, ({ input, user, ctx }) => ({
    list: listSearches(ctx.db, user.id, input.scene),
  }));
  route(c.searchHistoryClear, ({ input, user, ctx }) => ({
    deleted: clearSearches(ctx.db, user.id, input.scene),
  }));
  route(c.searchHistoryDelete, ({ input, user, ctx }) => {
    const kind = input.scene ?? 'product';
    const denied = checkOwner(ctx.db, SEARCH_TABLE[kind], input.id, user.id);
    return denied ?? { deleted: deleteSearch(ctx.db, input.id, kind) };
  });
});
