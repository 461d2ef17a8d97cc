import type * as z from 'zod/mini';
import { pagedListKey } from '../../../api/query/query-keys';
import { useListQuery } from '../../../api/query/use-list-query';
import { call } from '../../../api/call';
import { orderListV2, type orderSummary } from '../../../shared/contracts/direct-order';
import { goodsList, type directGoods } from '../../../shared/contracts/direct-goods';

export type OrderHit = z.infer<typeof orderSummary> & { id: number };
export type GoodsHit = z.infer<typeof directGoods> & { id: number };

/** Results per page: a search is read from the top, the rest comes by infinite scroll. */
export const SEARCH_PAGE_SIZE = 20;

// The filter is the cache key: `search` keeps these pages apart from the /directOrder and
// /directGoods tabs of the same endpoints (their rows have another shape), while a change
// there still refreshes them (allOf(endpoint)).
const filterOf = (keyword: string) => ({ search: keyword });

type Hit = { id: number };

/** One paged search of a list endpoint; each row takes its own id as the list's `id`. */
function useHits<T, R extends Hit>(
  endpoint: typeof orderListV2 | typeof goodsList,
  keyword: string,
  enabled: boolean,
  withId: (row: T) => R,
) {
  return useListQuery<R>({
    enabled,
    queryKey: pagedListKey(endpoint, filterOf(keyword)),
    fetchPage: async (pageIndex, signal) => {
      const input = { pageIndex, pageSize: SEARCH_PAGE_SIZE, keyword };
      const page = await call(endpoint, input, { signal });
      return { ...page, list: (page.list as T[]).map(withId) };
    },
  });
}

/**
 * The seller's orders whose model, order number or express number matches (list/v2: the
 * v1 list has no keyword, so it cannot stand in for a search).
 */
export const useOrderHits = (keyword: string, enabled: boolean) =>
  useHits(orderListV2, keyword, enabled, (order: z.infer<typeof orderSummary>) => ({
    ...order,
    id: order.orderId,
  }));

/** The seller's goods whose own model, order number or express number matches. */
export const useGoodsHits = (keyword: string, enabled: boolean) =>
  useHits(goodsList, keyword, enabled, (goods: z.infer<typeof directGoods>) => ({
    ...goods,
    id: goods.merchandiseId,
  }));
