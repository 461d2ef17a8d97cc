import { call } from '../../../api/call';
import { pagedListKey } from '../../../api/query/query-keys';
import { useListQuery } from '../../../api/query/use-list-query';
import { wonLotList } from '../../../shared/contracts/order-payments';

const WON_PAGE_SIZE = 10;

// A won lot's identity is its order (orderId); the list helpers key rows by `id`.
async function fetchWonPage(pageIndex: number, signal: AbortSignal) {
  const page = await call(wonLotList, { pageIndex, pageSize: WON_PAGE_SIZE }, { signal });
  return { ...page, list: page.list.map((lot) => ({ ...lot, id: lot.orderId })) };
}

/** order/won/list, newest first, with infinite scroll. */
export function useWonLots() {
  return useListQuery({ queryKey: pagedListKey(wonLotList, {}), fetchPage: fetchWonPage });
}
