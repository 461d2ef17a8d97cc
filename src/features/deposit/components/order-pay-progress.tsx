import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { Button } from '../../../components/ui/button';
import { useOrderCancelPay, useOrderPayResult } from '../api/order-pay';
import { PaymentOutcome } from './payment-outcome';

/** An order payment followed to its end; 取消支付 while the bank has not settled it. */
export function OrderPayProgress({ payNo }: { payNo: string }) {
  const [after, setAfter] = useState<'pay' | 'cancel'>('pay');
  const result = useOrderPayResult(payNo, after);
  const cancel = useOrderCancelPay();
  const online = useIsOnline();
  return (
    <PaymentOutcome
      payNo={payNo}
      result={result}
      doneTo="/wonLots"
      cancel={
        <Button
          block
          disabled={cancel.busy || !online}
          loading={cancel.busy}
          onClick={() => cancel.submit({ payNo }, { onSuccess: () => setAfter('cancel') })}
        >
          取消支付
        </Button>
      }
    />
  );
}
