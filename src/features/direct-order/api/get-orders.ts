import { call } from '../../../api/call';
import type { PageFields } from '../../../api/query/define-paged-list';
import type { ListPage } from '../../../api/query/page-param';
import { pagedListKey } from '../../../api/query/query-keys';
import { useListQuery } from '../../../api/query/use-list-query';
import type { DataOf } from '../../../shared/contract';
import { orderList, orderListV2 } from '../../../shared/contracts/direct-order';
import type { OrderState } from '../order-actions';
import { withV1Fallback } from '../../../api/v1-fallback';

export type OrderSummary = DataOf<typeof orderListV2>['list'][number];

/**
 * A list row: the list helpers key rows by `id` (the contract says `orderId`), and
 * `via` says which path answered: v1 knows only the state, not the keyword or dates.
 */
export type OrderRow = OrderSummary & { id: number; via: 'v1' | 'v2' };

/** The list's filter, the cache key without the page fields. */
export interface OrderFilter {
  state?: OrderState;
  keyword?: string;
  createdFrom?: number;
}

export const ORDER_PAGE_SIZE = 10;

function rows(page: ListPage<OrderSummary>, via: OrderRow['via']): ListPage<OrderRow> {
  return { ...page, list: page.list.map((order) => ({ ...order, id: order.orderId, via })) };
}

/** One page: list/v2, or list (the state tab only) on a platform without v2. */
export function fetchOrderPage(
  filter: OrderFilter,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ListPage<OrderRow>> {
  const page: PageFields = { pageIndex, pageSize: ORDER_PAGE_SIZE };
  return withV1Fallback(
    async () =>
      rows(await call(orderListV2, { ...filter, ...page }, { signal, noToast: true }), 'v2'),
    async () => rows(await call(orderList, { state: filter.state, ...page }, { signal }), 'v1'),
  );
}

/**
 * definePagedList's shape without the helper (it keys rows by the contract's `id`
 * and asks one path): the key is list/v2's `[path, 'pages', filter]` whichever path
 * answered, so allOf(orderListV2) of query-keys.ts finds it from any feature.
 */
export function useOrderList(filter: OrderFilter) {
  return useListQuery<OrderRow>({
    queryKey: pagedListKey(orderListV2, filter),
    fetchPage: (pageIndex, signal) => fetchOrderPage(filter, pageIndex, signal),
  });
}
