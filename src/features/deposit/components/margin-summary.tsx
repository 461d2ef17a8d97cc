import type { MarginAccount } from '../../../shared/contracts/margin';
import { money } from '../amount';
import styles from '../deposit.module.css';

/** The account at a glance: what may be used now, what is held, what the bank has not settled. */
export function MarginSummary({ account }: { account: MarginAccount }) {
  return (
    <section className={styles.card} aria-label="保证金账户">
      <div className={styles.label}>可用保证金（元）</div>
      <div className={styles.big} data-testid="margin-available">
        {money(account.availableCents)}
      </div>
      <div className={styles.row}>
        <span>冻结中</span>
        <span data-testid="margin-frozen">{money(account.frozenCents)}</span>
      </div>
      <div className={styles.row}>
        <span>合计</span>
        <span>{money(account.totalCents)}</span>
      </div>
      {account.incomingCents > 0 && (
        <div className={styles.row}>
          <span>银行处理中</span>
          <span>{money(account.incomingCents)}</span>
        </div>
      )}
    </section>
  );
}
