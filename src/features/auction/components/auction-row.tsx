import { ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import { formatShortDateTime } from '../../../lib/date-format';
import { formatMoney } from '../../../lib/format';
import type { AuctionItem } from '../../../shared/contracts/auction-lists';
import styles from '../auction.module.css';

export const yuan = (cents: number) => `¥${formatMoney(cents / 100)}`;

function timeLine(item: AuctionItem): string {
  if (item.status === 'pending') return `${formatShortDateTime(item.startAt)} 开拍`;
  if (item.status === 'bidding') return `${formatShortDateTime(item.endAt)} 结束`;
  return '已结束';
}

/** One lot of a list: title, level, current price, bids, time and the viewer's own bid. */
export function AuctionRow({
  item,
  onOpen,
}: {
  item: AuctionItem;
  onOpen: (item: AuctionItem) => void;
}) {
  return (
    <ListItem onClick={() => onOpen(item)} arrow={false}>
      <div className={styles.item} data-auction-id={item.id}>
        <span className={styles.itemTitle}>{item.title}</span>
        <span className={styles.price}>{yuan(item.currentPriceCents)}</span>
        <div className={styles.itemMeta}>
          <Tag tone="warning">{item.evaluationLevel} 级</Tag>
          <span>
            {item.status === 'pending'
              ? `起拍 ${yuan(item.startPriceCents)}`
              : `${item.bidCount} 次出价`}
          </span>
          <span>{timeLine(item)}</span>
          {item.myBidCents !== null && (
            <span className={styles.mine}>我的出价 {yuan(item.myBidCents)}</span>
          )}
        </div>
      </div>
    </ListItem>
  );
}
