import { EmptyBlock } from '../status-block/empty-block';
import { QUERY_STATE_COPY } from './copy';
import styles from './query-state.module.css';

/** The answer came and holds nothing. */
export function EmptyState({ title = QUERY_STATE_COPY.empty }: { title?: string }) {
  return (
    <div className={styles.state}>
      <EmptyBlock status="empty" title={title} description="" />
    </div>
  );
}
