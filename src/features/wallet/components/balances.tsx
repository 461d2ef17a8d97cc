import { useMargin } from '../api/get-margin';
import { useWallet } from '../api/get-wallet';
import styles from '../wallet.module.css';
import { balanceFigure } from './wallet-balance';

/** Both accounts' available money as the server has it now (asked again after a move). */
export function Balances() {
  const wallet = useWallet();
  const margin = useMargin();
  const offline = wallet.view.offlineCached || margin.view.offlineCached;
  return (
    <section className={styles.panel} aria-label="账户余额">
      <div className={styles.lines}>
        <div className={styles.line}>
          <span>钱包可用</span>
          <span data-wallet-available>{balanceFigure(wallet.data?.availableCents)}</span>
        </div>
        <div className={styles.line}>
          <span>保证金可用</span>
          <span data-margin-available>{balanceFigure(margin.data?.availableCents)}</span>
        </div>
      </div>
      {offline && <p className={styles.hint}>当前离线，显示的是上次加载的余额</p>}
    </section>
  );
}
