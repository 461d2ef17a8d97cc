import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { Button } from '../../../components/ui/button';
import type { PaymentView } from '../../../shared/contracts/payment-fields';
import { usePayCancel } from '../api/cancel-payment';
import { usePaymentResult } from '../api/payment-result';
import { PaymentOutcome } from './payment-outcome';

// pay/cancel takes margin payments; an order payment is cancelled on /wonLots (order/cancel/pay).
const CANCELLABLE = new Set<PaymentView['kind']>(['MARGIN_TOPUP', 'MARGIN_WITHDRAW']);

function CancelButton({ payNo, onCancelled }: { payNo: string; onCancelled: () => void }) {
  const cancel = usePayCancel();
  const online = useIsOnline();
  return (
    <Button
      block
      disabled={cancel.busy || !online}
      loading={cancel.busy}
      onClick={() => cancel.submit({ payNo }, { onSuccess: onCancelled })}
    >
      取消支付
    </Button>
  );
}

/**
 * A margin payment followed to its end: add/margin/pay/result polled while
 * PENDING, then pay/cancel/result once a cancellation was asked.
 */
export function PaymentProgress({ payNo, doneTo }: { payNo: string; doneTo: string }) {
  const [after, setAfter] = useState<'pay' | 'cancel'>('pay');
  const result = usePaymentResult(payNo, after);
  const kind = result.data?.payment.kind;
  return (
    <PaymentOutcome
      payNo={payNo}
      result={result}
      doneTo={doneTo}
      cancel={
        kind && CANCELLABLE.has(kind) ? (
          <CancelButton payNo={payNo} onCancelled={() => setAfter('cancel')} />
        ) : null
      }
    />
  );
}
