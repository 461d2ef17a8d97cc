import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { usePaymentResult } from '../api/payment-result';
import { PaymentOutcome } from '../components/payment-outcome';
import { payNoFromParam } from '../pay-params';
import styles from '../deposit.module.css';

// The outcome only: a pending top-up or withdrawal is cancelled where it was started.
function Outcome({ payNo }: { payNo: string }) {
  const result = usePaymentResult(payNo);
  return <PaymentOutcome payNo={payNo} result={result} cancel={null} doneTo="/deposit" />;
}

/**
 * /payResult?payNo=… (spec 000 §2): any of the user's payments (top-up,
 * withdrawal, order), its outcome polled while the bank has not settled it.
 */
export default function PayResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const payNo = payNoFromParam(params.get('payNo'));
  return (
    <>
      <NavHeader title="支付结果" />
      <div className={styles.page}>
        {payNo === null ? (
          <ErrorState
            title="支付单不存在"
            description="链接有误，请返回后重试"
            actionText="返回"
            onRetry={() => void navigate(-1)}
          />
        ) : (
          <Outcome payNo={payNo} />
        )}
      </div>
    </>
  );
}
