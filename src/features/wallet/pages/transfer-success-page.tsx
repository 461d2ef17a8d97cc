import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { formatCents } from '../amount';
import { Balances } from '../components/balances';
import { DoneActions } from '../components/done-actions';
import { amountParam, directionParam, serialParam } from '../wallet-params';
import styles from '../wallet.module.css';

const DONE_TEXT = {
  WALLET_TO_MARGIN: '已从钱包转入保证金账户',
  MARGIN_TO_WALLET: '已从保证金账户转入钱包',
} as const;

/**
 * /transferSuccess?direction=&amount=&no= (spec 000 §2): a transfer between
 * the wallet and the margin account is done at once; the page says what moved
 * and shows both accounts as the server has them now.
 */
export default function TransferSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const direction = directionParam(params.get('direction'));
  const amount = amountParam(params.get('amount'));
  const transferNo = serialParam(params.get('no'));
  return (
    <>
      <NavHeader title="转账成功" />
      <div className={styles.page}>
        {direction === null || amount === null || transferNo === null ? (
          <ErrorState
            title="转账结果不存在"
            description="链接有误，请到钱包查看余额"
            actionText="返回钱包"
            onRetry={() => void navigate('/myWallet', { replace: true })}
          />
        ) : (
          <>
            <section className={styles.status} aria-label="转账结果">
              <div className={styles.statusTitle}>转账成功</div>
              <div className={styles.statusAmount}>¥{formatCents(amount)}</div>
              <p className={styles.hint}>
                {DONE_TEXT[direction]}，流水号 {transferNo}
              </p>
            </section>
            <Balances />
            <DoneActions />
          </>
        )}
      </div>
    </>
  );
}
