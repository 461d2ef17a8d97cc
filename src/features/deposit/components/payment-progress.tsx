import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { QueryView } from '../../../components/query-state/query-view';
import { showLoading, showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import type { PaymentView } from '../../../shared/contracts/payment-fields';
import { usePayCancel } from '../api/cancel-payment';
import { usePaymentResult } from '../api/payment-result';
import { PaymentStatus } from './payment-status';
import styles from '../deposit.module.css';

// pay/cancel takes margin payments; an order payment is cancelled on its own screen (order/cancel/pay).
const CANCELLABLE = new Set<PaymentView['kind']>(['MARGIN_TOPUP', 'MARGIN_WITHDRAW']);

/** spec 000 §9: a loading toast has no auto-close; it stays while the payment is pending. */
function usePendingToast(pending: boolean): void {
  useEffect(() => {
    if (!pending) return undefined;
    return showLoading('支付处理中...', { blocking: false });
  }, [pending]);
}

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
 * One payment followed to its end: polled while PENDING (add/margin/pay/result,
 * then pay/cancel/result once a cancellation was asked), a loading toast while
 * it runs, 取消支付 while it may still be cancelled, the outcome after.
 */
export function PaymentProgress({ payNo, doneTo }: { payNo: string; doneTo: string }) {
  const [after, setAfter] = useState<'pay' | 'cancel'>('pay');
  const result = usePaymentResult(payNo, after);
  const navigate = useNavigate();
  const status = result.data?.status;
  usePendingToast(status === 'PENDING');
  useEffect(() => {
    if (status === 'FAILED') void showToast('银行处理失败，余额未变动');
  }, [status]);
  return (
    <QueryView
      view={result.view}
      onRetry={() => void result.refresh()}
      errorTitle="支付结果查询失败"
      errorDescription={result.error ? userMessageOf(result.error) : undefined}
    >
      {result.data && (
        <div className={styles.card}>
          <PaymentStatus payment={result.data.payment} />
          <div className={styles.actions}>
            {status === 'PENDING' && CANCELLABLE.has(result.data.payment.kind) ? (
              <CancelButton payNo={payNo} onCancelled={() => setAfter('cancel')} />
            ) : status === 'PENDING' ? null : (
              <Button look="primary" block onClick={() => void navigate(doneTo, { replace: true })}>
                完成
              </Button>
            )}
            <Button
              block
              onClick={() => void navigate(`/transPayDetail?payNo=${encodeURIComponent(payNo)}`)}
            >
              支付详情
            </Button>
          </div>
        </div>
      )}
    </QueryView>
  );
}
