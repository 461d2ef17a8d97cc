import { userMessageOf } from '../../../api/user-message';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { MARGIN_CONTRACT_VERSION } from '../../../shared/contracts/margin';
import { marginContractRecord, useSignMarginContract } from '../api/draw-margin';
import styles from '../deposit.module.css';

/** check/margin/contract, and 签署 when the current version is not signed yet (withdrawals need it). */
export function ContractBlock() {
  const contract = marginContractRecord.use({});
  const sign = useSignMarginContract();
  return (
    <QueryView
      view={contract.view}
      onRetry={() => void contract.refresh()}
      errorTitle="保证金协议加载失败"
      errorDescription={contract.error ? userMessageOf(contract.error) : undefined}
    >
      {contract.data && !contract.data.signed && (
        <section className={styles.card}>
          <p>提现前请阅读并签署《{contract.data.title}》</p>
          <Button
            block
            look="outline"
            disabled={sign.busy}
            loading={sign.busy}
            onClick={() => sign.submit({ version: MARGIN_CONTRACT_VERSION })}
          >
            同意并签署
          </Button>
        </section>
      )}
    </QueryView>
  );
}
