import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { positiveIntParam } from '../../../lib/query-param';
import { useWallet } from '../api/get-wallet';
import { ToSellerForm } from '../components/to-seller-form';
import { TransferForm } from '../components/transfer-form';
import styles from '../wallet.module.css';

const TABS = [
  { key: 'margin', title: '转入保证金' },
  { key: 'seller', title: '付款给卖家' },
] as const;

/**
 * /fundsTransferOut (spec 000 §2): money out of the wallet, into the margin
 * account (`?to=margin`, the default) or to a seller (`?to=seller&sellerId=`),
 * the tab kept in the address so a reload or back returns to it.
 */
export default function FundsTransferOutPage() {
  const [params, setParams] = useSearchParams();
  const target = params.get('to') === 'seller' ? 'seller' : 'margin';
  const wallet = useWallet();
  return (
    <>
      <NavHeader title="钱包转出" />
      <div className={styles.page}>
        <div role="tablist" className={styles.tabs}>
          {TABS.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={tab.key === target}
              onClick={() => setParams({ to: tab.key }, { replace: true })}
            >
              {tab.title}
            </button>
          ))}
        </div>
        <QueryView
          view={wallet.view}
          onRetry={() => void wallet.refresh()}
          errorTitle="钱包加载失败"
          errorDescription={wallet.error ? userMessageOf(wallet.error) : undefined}
        >
          {wallet.data &&
            (target === 'margin' ? (
              <TransferForm
                direction="WALLET_TO_MARGIN"
                availableCents={wallet.data.availableCents}
              />
            ) : (
              <ToSellerForm
                key="seller"
                availableCents={wallet.data.availableCents}
                sellerId={positiveIntParam(params.get('sellerId'))}
              />
            ))}
        </QueryView>
      </div>
    </>
  );
}
