import { useState } from 'react';
import { Sheet } from '../../../components/sheet/sheet';
import { Button } from '../../../components/ui/button';
import { formatShortDateTime } from '../../../lib/date-format';
import type { AuctionItem } from '../../../shared/contracts/auction-lists';
import { yuan } from './auction-row';
import styles from '../auction.module.css';

/** A lot's details for a signed-in bidder (the bid itself is placed in the native app). */
export function LotSheet({ item, onClose }: { item: AuctionItem | null; onClose: () => void }) {
  // The last lot shown stays in the sheet while it slides out.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  const rows: Array<[string, string]> = shown
    ? [
        ['拍品编号', shown.merchandiseNo],
        ['品牌', shown.brandName],
        ['成色等级', `${shown.evaluationLevel} 级`],
        ['起拍价', yuan(shown.startPriceCents)],
        ['当前价', yuan(shown.currentPriceCents)],
        ['出价次数', `${shown.bidCount} 次`],
        ['开拍时间', formatShortDateTime(shown.startAt)],
        ['结束时间', formatShortDateTime(shown.endAt)],
        ['我的出价', shown.myBidCents === null ? '暂未出价' : yuan(shown.myBidCents)],
      ]
    : [];
  return (
    <Sheet open={item !== null} onClose={onClose} label={shown?.title ?? '拍品详情'}>
      {shown && (
        <div className={styles.sheet}>
          <h2 className={styles.itemTitle}>{shown.title}</h2>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.sheetRow}>
              <span>{label}</span>
              <span>{value}</span>
            </div>
          ))}
          <div className={styles.sheetClose}>
            <Button block onClick={onClose}>
              关闭
            </Button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
