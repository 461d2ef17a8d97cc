import styles from './routing.module.css';

/**
 * Shown while a route chunk loads (at most 120 s, then the retry state). A CSS
 * spinner, not antd-mobile's DotLoading: it is on every first route.
 */
export function PageLoading() {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.hint}>加载中</span>
    </div>
  );
}
