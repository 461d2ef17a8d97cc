import { Button, Popup } from 'antd-mobile';
import { formatShortDateTime } from '../../../lib/date-format';
import type { AuctionItem } from '../../../shared/contracts/auction-lists';
import { yuan } from './auction-row';
import styles from '../auction.module.css';

/** A lot's details for a signed-in bidder (the bid itself is placed in the native app). */
export function LotSheet({ item, onClose }: { item: AuctionItem | null; onClose: () => void }) {
  const rows: Array<[string, string]> = item
    ? [
        ['拍品编号', item.merchandiseNo],
        ['品牌', item.brandName],
        ['成色等级', `${item.evaluationLevel} 级`],
        ['起拍价', yuan(item.startPriceCents)],
        ['当前价', yuan(item.currentPriceCents)],
        ['出价次数', `${item.bidCount} 次`],
        ['开拍时间', formatShortDateTime(item.startAt)],
        ['结束时间', formatShortDateTime(item.endAt)],
        ['我的出价', item.myBidCents === null ? '暂未出价' : yuan(item.myBidCents)],
      ]
    : [];
  return (
    <Popup
      visible={item !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      {item && (
        <div className={styles.sheet} role="dialog" aria-label={item.title}>
          <h2 className={styles.itemTitle}>{item.title}</h2>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.sheetRow}>
              <span>{label}</span>
              <span>{value}</span>
            </div>
          ))}
          <Button block shape="rounded" style={{ marginTop: 16 }} onClick={onClose}>
            关闭
          </Button>
        </div>
      )}
    </Popup>
  );
}
