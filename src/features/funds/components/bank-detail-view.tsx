import { List, ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import type { BankCardDetail } from '../../../shared/contracts/bank-wallet';
import styles from '../funds.module.css';

const USE_TYPE_TEXT = { 1: '转入', 2: '转出' } as const;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Epoch ms → yyyy-MM-dd in the phone's time zone. */
export function formatBoundDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The fields of one card; every value is text from the server, rendered as text. */
export function BankDetailView({ card }: { card: BankCardDetail }) {
  return (
    <section className={styles.card} aria-label="银行卡信息">
      <div className={styles.cardHead}>
        <span className={styles.bankLogo} aria-hidden="true">
          {Array.from(card.bankName)[0] ?? '银'}
        </span>
        <div className={styles.cardTitle}>
          <div className={styles.bankName}>{card.bankName}</div>
          <div className={styles.cardNo}>{card.cardNoMasked}</div>
        </div>
        {card.isDefault && <Tag>默认</Tag>}
      </div>
      <List>
        <ListItem extra={card.cardType}>卡类型</ListItem>
        <ListItem extra={USE_TYPE_TEXT[card.useType]}>用途</ListItem>
        <ListItem extra={card.holderNameMasked}>持卡人</ListItem>
        <ListItem extra={card.phoneMasked}>预留手机号</ListItem>
        <ListItem extra={card.branchName}>开户支行</ListItem>
        <ListItem extra={formatBoundDate(card.boundAt)}>绑定时间</ListItem>
      </List>
    </section>
  );
}
