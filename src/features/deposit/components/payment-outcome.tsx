import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DetailQuery } from '../../../api/query/use-detail-query';
import { userMessageOf } from '../../../api/user-message';
import { QueryView } from '../../../components/query-state/query-view';
import { showLoading, showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import type { PaymentView } from '../../../shared/contracts/payment-fields';
import { PaymentStatus } from './payment-status';
import styles from '../deposit.module.css';

/** spec 000 §9: a loading toast has no auto-close; it stays while the payment is pending. */
function usePendingToast(pending: boolean): void {
  useEffect(() => {
    if (!pending) return undefined;
    return showLoading('支付处理中...', { blocking: false });
  }, [pending]);
}

/**
 * A polled payment on screen: its status, a loading toast while it runs, the
 * caller's cancel button while pending, 完成 and 支付详情 after.
 */
export function PaymentOutcome({
  payNo,
  result,
  cancel,
  doneTo,
}: {
  payNo: string;
  result: DetailQuery<{ payment: PaymentView }>;
  cancel: ReactNode;
  doneTo: string;
}) {
  const navigate = useNavigate();
  const status = result.data?.payment.status;
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
            {status === 'PENDING' ? (
              cancel
            ) : (
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
