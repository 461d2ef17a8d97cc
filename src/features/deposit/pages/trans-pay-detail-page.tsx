import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { payResultRecord } from '../api/payment-result';
import { PaymentDetail } from '../components/payment-detail';
import { payNoFromParam } from '../pay-params';
import styles from '../deposit.module.css';

function Detail({ payNo }: { payNo: string }) {
  const detail = payResultRecord.use({ payNo });
  return (
    <QueryView
      view={detail.view}
      onRetry={() => void detail.refresh()}
      errorTitle="支付详情加载失败"
      errorDescription={detail.error ? userMessageOf(detail.error) : undefined}
    >
      {detail.data && <PaymentDetail payment={detail.data.payment} />}
    </QueryView>
  );
}

/** /transPayDetail?payNo=… (spec 000 §2): one payment's detail. */
export default function TransPayDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const payNo = payNoFromParam(params.get('payNo'));
  return (
    <>
      <NavHeader title="支付详情" />
      <div className={styles.page}>
        {payNo === null ? (
          <ErrorState
            title="支付单不存在"
            description="链接有误，请返回后重试"
            actionText="返回"
            onRetry={() => void navigate(-1)}
          />
        ) : (
          <Detail payNo={payNo} />
        )}
      </div>
    </>
  );
}
