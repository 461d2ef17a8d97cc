import { call } from '../../../api/call';
import { useListQuery } from '../../../api/query/use-list-query';
import type { DirectGoods, GoodsTab } from '../goods-params';
import { GOODS_PATHS, goodsContracts, pagesKey } from './contracts';

/** A goods item as a list row: the list helpers key rows by `id`, the contract by `merchandiseId`. */
export type GoodsRow = DirectGoods & { id: number };

// Enough rows to fill a phone screen twice, so the infinite scroll asks early.
export const GOODS_PAGE_SIZE = 10;

/** One page of a tab (all states when 'all'). */
export async function fetchGoodsPage(tab: GoodsTab, pageIndex: number, signal?: AbortSignal) {
  const { goodsList } = await goodsContracts();
  const state = tab === 'all' ? undefined : tab;
  const page = await call(goodsList, { pageIndex, pageSize: GOODS_PAGE_SIZE, state }, { signal });
  return {
    ...page,
    list: page.list.map((item): GoodsRow => ({ ...item, id: item.merchandiseId })),
  };
}

/** The /directGoods list of one tab: infinite scroll, pull to refresh, cached for offline. */
export function useGoodsList(tab: GoodsTab) {
  return useListQuery<GoodsRow>({
    queryKey: pagesKey(GOODS_PATHS.list, { tab }),
    fetchPage: (pageIndex, signal) => fetchGoodsPage(tab, pageIndex, signal),
  });
}
