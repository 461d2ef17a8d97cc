import styles from './ui.module.css';

/** Grey shimmering bars standing in for text that is on its way (decorative). */
export function SkeletonLines({ lines, title = true }: { lines: number; title?: boolean }) {
  return (
    <div aria-hidden="true">
      {title && <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}

/** One skeleton block sized by the caller's class (an avatar, a picture). */
export function SkeletonBox({ className = '' }: { className?: string }) {
  return <div className={`${styles.skeleton} ${className}`} aria-hidden="true" />;
}
