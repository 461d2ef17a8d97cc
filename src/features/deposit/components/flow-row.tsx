import { ListItem } from '../../../components/ui/list';
import { formatShortDateTime } from '../../../lib/date-format';
import type { MarginFlowItem } from '../../../shared/contracts/margin';
import { money } from '../amount';
import styles from '../deposit.module.css';

const DIRECTION_TEXT = { IN: '转入', OUT: '转出', FROZEN: '冻结', UNFROZEN: '解冻' } as const;

/** One line of the flow; a line of a payment opens its detail. */
export function FlowRow({ item, onOpen }: { item: MarginFlowItem; onOpen?: () => void }) {
  const sign = item.amountCents > 0 && item.direction === 'IN' ? '+' : '';
  return (
    <ListItem
      description={`${DIRECTION_TEXT[item.direction]} · ${formatShortDateTime(item.at)}`}
      extra={
        <span className={item.amountCents >= 0 ? styles.in : styles.out}>
          {sign}
          {money(item.amountCents)}
        </span>
      }
      onClick={onOpen}
    >
      {item.title}
    </ListItem>
  );
}
