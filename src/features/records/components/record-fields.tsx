import { List, ListItem } from '../../../components/ui/list';
import type { DataOf } from '../../../shared/contract';
import type { amountInfo } from '../../../shared/contracts/fund-records';
import { RECORD_TYPE_NAMES, chinaDateTime, moneyOfCents, signedMoney } from '../record-text';
import styles from '../records.module.css';

export type RecordDetail = DataOf<typeof amountInfo>;

const ACCOUNT_NAMES = { WALLET: '钱包账户', MARGIN: '保证金账户' } as const;

/** The fields of one record; every value is text from the server, rendered as text. */
export function RecordFields({ record }: { record: RecordDetail }) {
  return (
    <section className={styles.card} aria-label="明细信息">
      <div
        className={`${styles.amount} ${record.amountCents > 0 ? styles.in : styles.out}`}
        data-amount
      >
        {signedMoney(record.amountCents)}
      </div>
      <List>
        <ListItem extra={record.title}>摘要</ListItem>
        <ListItem extra={RECORD_TYPE_NAMES[record.type]}>类型</ListItem>
        <ListItem extra={ACCOUNT_NAMES[record.account]}>账户</ListItem>
        <ListItem extra={chinaDateTime(record.createdAt)}>时间</ListItem>
        <ListItem extra={moneyOfCents(record.balanceAfterCents)}>变动后余额</ListItem>
        <ListItem extra={String(record.recordId)}>流水号</ListItem>
        {record.payNo && <ListItem extra={record.payNo}>支付单号</ListItem>}
      </List>
    </section>
  );
}
