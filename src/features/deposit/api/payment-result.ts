import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { addMarginPayResult, payCancelResult } from '../../../shared/contracts/margin-topup';
import { pollWhilePending } from '../poll';
import { refreshMoney } from '../refresh-money';

/** add/margin/pay/result: any of the user's payments (the server scopes it to the user). */
export const payResultRecord = defineRecord(addMarginPayResult);
/** pay/cancel/result: the same payment's status after a cancellation was asked. */
export const cancelResultRecord = defineRecord(payCancelResult);

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
