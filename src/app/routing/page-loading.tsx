import { DotLoading } from 'antd-mobile';
import styles from './routing.module.css';

/** Shown while a route chunk loads (at most 120 s, then the retry state). */
export function PageLoading() {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span className={styles.hint}>加载中</span>
    </div>
  );
}
