import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import {
  orderCancel,
  orderCount,
  orderInfo,
  orderInfoV2,
  orderList,
  orderListV2,
} from '../../../shared/contracts/direct-order';

/** After a cancel, answered or refused: the lists, the counts and the order are asked again. */
export function refreshOrders(client: QueryClient): Promise<unknown> {
  const endpoints = [orderListV2, orderList, orderCount, orderInfoV2, orderInfo];
  return Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: allOf(e) })));
}

/**
 * 取消订单 decides on the order's state now: it is not queued offline (the
 * button says so) and the sheet shows a refusal itself (noToast). The key
 * still makes a retry after a lost answer cancel once.
 */
const cancelOrderChange = defineChange(orderCancel, {
  networkMode: 'always',
  onSuccess: (client) => refreshOrders(client),
  send: ({ input, idempotencyKey: key }) => call(orderCancel, input, { key, noToast: true }),
});

export function useCancelOrder() {
  return useChange(cancelOrderChange);
}
