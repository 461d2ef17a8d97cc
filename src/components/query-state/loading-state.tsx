import { SkeletonLines } from '../ui/skeleton';
import { QUERY_STATE_COPY } from './copy';
import styles from './query-state.module.css';

/** The first answer is on its way: a skeleton of the content, announced as busy. */
export function LoadingState({ lines = 4 }: { lines?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={QUERY_STATE_COPY.loading}>
      <SkeletonLines lines={lines} />
    </div>
  );
}
