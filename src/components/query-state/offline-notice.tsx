import { Notice } from '../ui/notice';
import { QUERY_STATE_COPY } from './copy';
import styles from './query-state.module.css';

/** The data on screen is the last loaded copy: the network is gone. */
export function OfflineCachedNotice() {
  return (
    <div className={styles.notice} role="status">
      <Notice text={QUERY_STATE_COPY.offlineCached} tone="info" />
    </div>
  );
}

/** A change was accepted while offline and waits to be sent. */
export function PendingSyncNotice({ text = QUERY_STATE_COPY.pendingSync }: { text?: string }) {
  return (
    <div className={styles.notice} role="status">
      <Notice text={text} tone="alert" />
    </div>
  );
}
