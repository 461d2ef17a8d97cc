import { EmptyBlock } from '../status-block/status-block';
import { QUERY_STATE_COPY } from './copy';
import styles from './query-state.module.css';

/** The answer came and holds nothing. */
export function EmptyState({ title = QUERY_STATE_COPY.empty }: { title?: string }) {
  return (
    <div className={styles.state}>
      <EmptyBlock title={title} />
    </div>
  );
}
