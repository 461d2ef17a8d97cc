import { useWallet } from '../api/get-wallet';
import { formatCents } from '../amount';
import styles from '../wallet.module.css';

/** A balance as the server has it, or a dash while it loads. */
export function balanceFigure(cents: number | undefined): string {
  return cents === undefined ? '—' : `¥${formatCents(cents)}`;
}

/**
 * The wallet's available money alone, for the results of a move that touched
 * only the wallet (a recharge, a withdrawal, a payment to a seller): those
 * screens do not load the margin account's call (route budget).
 */
export function WalletBalance() {
  const wallet = useWallet();
  return (
    <section className={styles.panel} aria-label="账户余额">
      <div className={styles.lines}>
        <div className={styles.line}>
          <span>钱包可用</span>
          <span data-wallet-available>{balanceFigure(wallet.data?.availableCents)}</span>
        </div>
      </div>
      {wallet.view.offlineCached && <p className={styles.hint}>当前离线，显示的是上次加载的余额</p>}
    </section>
  );
}
