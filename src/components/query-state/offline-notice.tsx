import { NoticeBar } from 'antd-mobile';
import { QUERY_STATE_COPY } from './copy';
import styles from './query-state.module.css';

/** The data on screen is the last loaded copy: the network is gone. */
export function OfflineCachedNotice() {
  return (
    <div className={styles.notice} role="status">
      <NoticeBar content={QUERY_STATE_COPY.offlineCached} color="info" wrap />
    </div>
  );
}

/** A change was accepted while offline and waits to be sent. */
export function PendingSyncNotice({ text = QUERY_STATE_COPY.pendingSync }: { text?: string }) {
  return (
    <div className={styles.notice} role="status">
      <NoticeBar content={text} color="alert" wrap />
    </div>
  );
}
