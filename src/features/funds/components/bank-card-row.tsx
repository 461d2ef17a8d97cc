import { ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import type { BankCard } from '../../../shared/contracts/bank-wallet';
import styles from '../funds.module.css';

/** One card in /banks: bank, masked number, 默认 tag; tapping opens /bankDetail. */
export function BankCardRow({ card, onOpen }: { card: BankCard; onOpen: () => void }) {
  return (
    <ListItem
      onClick={onOpen}
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
