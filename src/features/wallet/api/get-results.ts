import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { rechargeResult } from '../../../shared/contracts/wallet-recharge';
import { withdrawQuery } from '../../../shared/contracts/wallet-withdraw';
import type { PaymentKind } from '../wallet-params';

// spec 000 §4: a payment's result is queried until the bank settles it.
const POLL_MS = 2_000;

const rechargeResultRecord = defineRecord(rechargeResult);
const withdrawResultRecord = defineRecord(withdrawQuery);

/** One recharge or withdrawal, asked again every 2 s while the bank has not settled it. */
export function usePaymentResult(kind: PaymentKind, payNo: string) {
  const record = kind === 'recharge' ? rechargeResultRecord : withdrawResultRecord;
  return useDetailQuery({
    ...record.options({ payNo }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_MS : false),
  });
}
