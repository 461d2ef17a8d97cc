import { call } from '../../../api/call';
import type { ListPage } from '../../../api/query/page-param';
import { pagedListKey } from '../../../api/query/query-keys';
import { useListQuery } from '../../../api/query/use-list-query';
import { goodsList } from '../../../shared/contracts/direct-goods';
import type { DirectGoods, GoodsTab } from '../goods-params';

/** A goods item as a list row: the list helpers key rows by `id`, the contract by `merchandiseId`. */
export type GoodsRow = DirectGoods & { id: number };

// Enough rows to fill a phone screen twice, so the infinite scroll asks early.
export const GOODS_PAGE_SIZE = 10;

/** One page of a tab (all states when 'all'). */
export async function fetchGoodsPage(
  tab: GoodsTab,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ListPage<GoodsRow>> {
  const state = tab === 'all' ? undefined : tab;
  const page = await call(goodsList, { pageIndex, pageSize: GOODS_PAGE_SIZE, state }, { signal });
  return { ...page, list: page.list.map((item) => ({ ...item, id: item.merchandiseId })) };
}

/**
 * The /directGoods list of one tab: infinite scroll, pull to refresh, cached for
 * offline. definePagedList's shape without the helper (it keys rows by the
 * contract's `id`): the key is `[path, 'pages', { tab }]`, so allOf(goodsList)
 * of query-keys.ts finds it from any feature.
 */
export function useGoodsList(tab: GoodsTab) {
  return useListQuery<GoodsRow>({
    queryKey: pagedListKey(goodsList, { tab }),
    fetchPage: (pageIndex, signal) => fetchGoodsPage(tab, pageIndex, signal),
  });
}
