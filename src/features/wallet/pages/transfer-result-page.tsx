import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { formatShortDateTime } from '../../../lib/date-format';
import { formatCents } from '../amount';
import { useToSellerResult } from '../api/get-to-seller-result';
import { WalletBalance } from '../components/wallet-balance';
import { DoneActions } from '../components/done-actions';
import { serialParam } from '../wallet-params';
import styles from '../wallet.module.css';

function ToSellerResult({ transferNo }: { transferNo: string }) {
  const result = useToSellerResult(transferNo);
  const data = result.data;
  return (
    <QueryView
      view={result.view}
      onRetry={() => void result.refresh()}
      errorTitle="付款结果加载失败"
      errorDescription={result.error ? userMessageOf(result.error) : undefined}
    >
      {data && (
        <>
          <section className={styles.status} aria-label="付款结果">
            <div className={styles.statusTitle}>付款成功</div>
            <div className={styles.statusAmount}>¥{formatCents(data.amountCents)}</div>
            <div className={styles.lines}>
              <div className={styles.line}>
                <span>收款卖家</span>
                <span>{data.sellerId}</span>
              </div>
              <div className={styles.line}>
                <span>备注</span>
                <span>{data.remark || '—'}</span>
              </div>
              <div className={styles.line}>
                <span>时间</span>
                <span>{formatShortDateTime(data.createdAt)}</span>
              </div>
              <div className={styles.line}>
                <span>流水号</span>
                <span>{data.transferNo}</span>
              </div>
            </div>
          </section>
          <WalletBalance />
          <DoneActions />
        </>
      )}
    </QueryView>
  );
}

/** /transferResult?transferNo= (spec 000 §2): a payment to a seller, read back from the server. */
export default function TransferResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const transferNo = serialParam(params.get('transferNo'));
  return (
    <>
      <NavHeader title="付款结果" />
      <div className={styles.page}>
        {transferNo === null ? (
          <ErrorState
            title="付款记录不存在"
            description="链接有误，请到资金明细查看"
            actionText="返回钱包"
            onRetry={() => void navigate('/myWallet', { replace: true })}
          />
        ) : (
          <ToSellerResult transferNo={transferNo} />
        )}
      </div>
    </>
  );
}
