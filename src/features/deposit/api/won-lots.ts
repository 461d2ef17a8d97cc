import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineChange } from '../../../api/query/define-change';
import { call } from '../../../api/call';
import { defineRecord } from '../../../api/query/define-record';
import { allOf, pagedListKey } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { useListQuery } from '../../../api/query/use-list-query';
import {
  orderCancelPay,
  orderCancelPayResultQuery,
  orderPay,
  orderPayResultQuery,
  wonLotList,
} from '../../../shared/contracts/order-payments';
import { pollWhilePending, refreshMoney } from './payment-result';

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

// Paying and cancelling move money: sent now or not at all, once per tap (their keys).
const orderPayChange = defineChange(orderPay, { networkMode: 'always' });
const orderCancelChange = defineChange(orderCancelPay, { networkMode: 'always' });

export function useOrderPay(orderId: number) {
  return useChange(orderPayChange, { matches: (input) => input.orderId === orderId });
}

export function useOrderCancelPay() {
  return useChange(orderCancelChange);
}

const payResult = defineRecord(orderPayResultQuery);
const cancelResult = defineRecord(orderCancelPayResultQuery);

/** order/pay/result/query (or cancel/pay/result/query after a cancellation), polled while PENDING. */
export function useOrderPayResult(payNo: string, after: 'pay' | 'cancel') {
  const record = after === 'pay' ? payResult : cancelResult;
  const result = useDetailQuery({
    ...record.options({ payNo }),
    refetchInterval: (query) => pollWhilePending(query.state.data?.status),
    meta: { persist: false },
  });
  const client = useQueryClient();
  const status = result.data?.status;
  useEffect(() => {
    if (status === undefined || status === 'PENDING') return;
    refreshMoney(client);
    void client.invalidateQueries({ queryKey: allOf(wonLotList) });
  }, [client, status]);
  return result;
}
