import { call } from '../../../api/call';
import { pagedListKey } from '../../../api/query/query-keys';
import { listQueryOptions, useListQuery } from '../../../api/query/use-list-query';
import { goodsList } from '../../../shared/contracts/direct-goods';
import type { DirectGoods, GoodsTab } from '../goods-params';

/** A goods item as a list row: the list helpers key rows by `id`, the contract by `merchandiseId`. */
export type GoodsRow = DirectGoods & { id: number };

// Enough rows to fill a phone screen twice, so the infinite scroll asks early.
export const GOODS_PAGE_SIZE = 10;

interface Filter {
  tab: GoodsTab;
}

function config(filter: Filter) {
  return {
    queryKey: pagedListKey(goodsList, filter),
    fetchPage: async (pageIndex: number, signal: AbortSignal) => {
      const state = filter.tab === 'all' ? undefined : filter.tab;
      const page = await call(
        goodsList,
        { pageIndex, pageSize: GOODS_PAGE_SIZE, state },
        { signal },
      );
      return { ...page, list: page.list.map((item) => ({ ...item, id: item.merchandiseId })) };
    },
  };
}

/** The /directGoods list of one tab: infinite scroll, pull to refresh, cached for offline. */
export function useGoodsList(tab: GoodsTab) {
  return useListQuery<GoodsRow>(config({ tab }));
}

export const goodsListKey = (tab: GoodsTab) => listQueryOptions<GoodsRow>(config({ tab })).queryKey;
