import { Button, List, Skeleton, Tag } from 'antd-mobile';
import type { BankCard } from '../../api/endpoints/user';
import { EmptyBlock } from '../../components/status-block/empty-block';
import { FailureBlock } from '../../components/status-block/failure-block';
import type { LoadStatus } from '../../store/app-state';
import styles from './home.module.css';

interface Props {
  title: string;
  status: LoadStatus;
  cards: readonly BankCard[];
  onRetry: () => void;
}

function BankRow({ card }: { card: BankCard }) {
  return (
    <List.Item
      prefix={
        <span className={styles.bankLogo} aria-hidden="true">
          {Array.from(card.bankName)[0] ?? '银'}
        </span>
      }
      description={card.cardNoMasked}
      extra={
        card.isDefault ? (
          <Tag color="primary" fill="outline">
            默认
          </Tag>
        ) : undefined
      }
    >
      {card.bankName}
    </List.Item>
  );
}

function SectionBody({ status, cards, onRetry }: Omit<Props, 'title'>) {
  if (status === 'idle' || status === 'loading') {
    return (
      <div className={styles.sectionPadding} aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.sectionState} role="alert">
        <FailureBlock status="default" title="银行卡加载失败" description="请检查网络后重试" />
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onRetry}>
          重试
        </Button>
      </div>
    );
  }
  if (cards.length === 0) {
    return (
      <div className={styles.sectionState}>
        <EmptyBlock status="empty" title="暂无银行卡" description="" />
      </div>
    );
  }
  return (
    <List className={styles.bankList}>
      {cards.map((card) => (
        <BankRow key={card.id} card={card} />
      ))}
    </List>
  );
}

/** One bank list of the app state (spec 000 §3, 3 items per page per §9). */
export function BankSection({ title, ...body }: Props) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <SectionBody {...body} />
    </section>
  );
}
