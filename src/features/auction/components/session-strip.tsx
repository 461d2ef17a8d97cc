import { formatShortDateTime } from '../../../lib/date-format';
import type { AuctionSession } from '../../../shared/contracts/auction-lists';
import styles from '../auction.module.css';

const STATUS_TEXT = { pending: '未开始', bidding: '进行中', ended: '已结束' } as const;

/** Today's sessions (biddingList4App), the live ones highlighted. */
export function SessionStrip({ sessions }: { sessions: readonly AuctionSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <div className={styles.sessions} aria-label="今日场次">
      {sessions.map((s) => (
        <div
          key={s.id}
          className={`${styles.session} ${s.status === 'bidding' ? styles.sessionLive : ''}`}
        >
          <div>{s.name}</div>
          <div>
            {STATUS_TEXT[s.status]} · {s.itemCount} 件 · {formatShortDateTime(s.startAt)}
          </div>
        </div>
      ))}
    </div>
  );
}
