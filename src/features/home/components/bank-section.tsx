import { AppLink } from '../../../components/app-link/app-link';
import { bankFirstPage, bankFirstPageInput } from '../../../api/session/bank-first-page';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import type { BankCard, BankUseType } from '../../../shared/contracts/bank-wallet';
import styles from '../home.module.css';

interface Props {
  title: string;
  useType: BankUseType;
}

function BankRow({ card }: { card: BankCard }) {
  return (
    <ListItem
      prefix={
        <span className={styles.bankLogo} aria-hidden="true">
          {Array.from(card.bankName)[0] ?? '银'}
        </span>
      }
      description={card.cardNoMasked}
      extra={card.isDefault ? <Tag>默认</Tag> : undefined}
    >
      {card.bankName}
    </ListItem>
  );
}

/**
 * One bank list of the app state (spec 000 §3: page 1, 3 items per §9), from
 * the same query the store's transInBanks / transOutBanks mirror. The page
 * shows one offline notice at the top, so this section shows none of its own.
 */
export function BankSection({ title, useType }: Props) {
  const banks = bankFirstPage.use(bankFirstPageInput(useType));
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <AppLink className={styles.sectionLink} to={`/banks?useType=${useType}`}>
          全部银行卡
        </AppLink>
      </div>
      <QueryView
        view={{ ...banks.view, offlineCached: false }}
        onRetry={() => void banks.refresh()}
        errorTitle="银行卡加载失败"
        emptyTitle="暂无银行卡"
        loadingLines={3}
      >
        <List>
          {banks.data?.list.map((card) => (
            <BankRow key={card.id} card={card} />
          ))}
        </List>
      </QueryView>
    </section>
  );
}
