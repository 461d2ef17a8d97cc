import { EmptyState } from '../../../components/query-state/empty-state';
import { List, ListItem } from '../../../components/ui/list';
import type { LegAccount, RecordLeg } from '../../../shared/contracts/fund-records';
import { moneyOfCents } from '../record-text';
import styles from '../records.module.css';

/** Whose account a leg touches, as a person reads it (another user is never named). */
export const LEG_ACCOUNT_NAMES: Readonly<Record<LegAccount, string>> = {
  MY_WALLET: '我的钱包',
  MY_MARGIN: '我的保证金账户',
  OTHER_WALLET: '对方钱包',
  OTHER_MARGIN: '对方保证金账户',
  BANK: '银行卡（银行）',
  FEES: '平台手续费',
  PLATFORM: '平台账户',
};

function LegRow({ leg }: { leg: RecordLeg }) {
  const out = leg.direction === 'DEBIT';
  return (
    <ListItem
      description={
        leg.balanceAfterCents === null
          ? leg.memo
          : `${leg.memo} · 变动后余额 ${moneyOfCents(leg.balanceAfterCents)}`
      }
      extra={
        <span className={out ? styles.out : styles.in} data-leg-amount>
          {out ? '转出 ' : '转入 '}
          {moneyOfCents(leg.amountCents)}
        </span>
      }
    >
      {LEG_ACCOUNT_NAMES[leg.account]}
    </ListItem>
  );
}

/**
 * The ledger legs of a record's operation: each account it touched, money out
 * (debit) or in (credit), and the caller's own balance after it.
 */
export function RecordLegs({ legs }: { legs: readonly RecordLeg[] }) {
  return (
    <section className={styles.card} aria-label="记账分录">
      {legs.length === 0 ? (
        <EmptyState title="暂无记账分录" />
      ) : (
        <List>
          {legs.map((leg) => (
            <LegRow key={leg.entryId} leg={leg} />
          ))}
        </List>
      )}
    </section>
  );
}
