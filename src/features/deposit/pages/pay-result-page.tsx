import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { PaymentProgress } from '../components/payment-progress';
import { payNoFromParam } from '../pay-params';
import styles from '../deposit.module.css';

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
          <PaymentProgress payNo={payNo} doneTo="/deposit" />
        )}
      </div>
    </>
  );
}
