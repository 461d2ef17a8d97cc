import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineRecord } from '../../../api/query/define-record';
import { allOf } from '../../../api/query/query-keys';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { getMargin, getMarginFlow, searchMargin } from '../../../shared/contracts/margin';
import { addMarginPayResult, payCancelResult } from '../../../shared/contracts/margin-topup';
import type { PaymentStatusValue } from '../../../shared/contracts/payment-fields';

/** add/margin/pay/result: any of the user's payments (the server scopes it to the user). */
export const payResultRecord = defineRecord(addMarginPayResult);
/** pay/cancel/result: the same payment's status after a cancellation was asked. */
export const cancelResultRecord = defineRecord(payCancelResult);

/** How often a pending payment is asked again (the bank settles in seconds). */
export const PAYMENT_POLL_MS = 1_500;

export function pollWhilePending(status: PaymentStatusValue | undefined): number | false {
  return status === 'PENDING' ? PAYMENT_POLL_MS : false;
}

/** A settled payment moved money: every cached balance and flow is asked again. */
export function refreshMoney(client: QueryClient): void {
  for (const endpoint of [getMargin, getMarginFlow, searchMargin]) {
    void client.invalidateQueries({ queryKey: allOf(endpoint) });
  }
}

/**
 * One payment's status, polled while PENDING; `after: 'cancel'` reads the
 * cancellation's result instead. Never persisted: a reload asks the server.
 */
export function usePaymentResult(payNo: string, after: 'pay' | 'cancel' = 'pay') {
  const record = after === 'pay' ? payResultRecord : cancelResultRecord;
  const result = useDetailQuery({
    ...record.options({ payNo }),
    refetchInterval: (query) => pollWhilePending(query.state.data?.status),
    meta: { persist: false },
  });
  const client = useQueryClient();
  const status = result.data?.status;
  useEffect(() => {
    if (status !== undefined && status !== 'PENDING') refreshMoney(client);
  }, [client, status]);
  return result;
}
