import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineChange } from '../../../api/query/define-change';
import { defineRecord } from '../../../api/query/define-record';
import { allOf } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import {
  orderCancelPay,
  orderCancelPayResultQuery,
  orderPay,
  orderPayResultQuery,
  wonLotList,
} from '../../../shared/contracts/order-payments';
import { pollWhilePending } from '../poll';
import { refreshMoney } from '../refresh-money';

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
