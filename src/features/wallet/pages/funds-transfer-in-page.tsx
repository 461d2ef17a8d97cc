import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { useMargin } from '../api/get-margin';
import { TransferForm } from '../components/transfer-form';
import styles from '../wallet.module.css';

/**
 * /fundsTransferIn (spec 000 §2): money into the wallet from the margin
 * account's available part, at once.
 */
export default function FundsTransferInPage() {
  const margin = useMargin();
  return (
    <>
      <NavHeader title="转入钱包" />
      <div className={styles.page}>
        <QueryView
          view={margin.view}
          onRetry={() => void margin.refresh()}
          errorTitle="保证金账户加载失败"
          errorDescription={margin.error ? userMessageOf(margin.error) : undefined}
        >
          {margin.data && (
            <TransferForm
              direction="MARGIN_TO_WALLET"
              availableCents={margin.data.availableCents}
            />
          )}
        </QueryView>
      </div>
    </>
  );
}
