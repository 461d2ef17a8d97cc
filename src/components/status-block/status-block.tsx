import type { ReactNode } from 'react';
import styles from '../ui/ui.module.css';

interface Props {
  title: string;
  description?: string;
}

/**
 * A picture, a title and a description for "nothing to show". Our own small
 * line drawings: antd-mobile's ErrorBlock illustrations weigh several KB each
 * and the failure one sits in the app shell (route errors), which every route
 * downloads (issue 6 budget).
 */
function StatusBlock({ image, title, description }: Props & { image: ReactNode }) {
  return (
    <div className={styles.status}>
      {image}
      <div className={styles.statusTitle}>{title}</div>
      {description && <div className={styles.statusDescription}>{description}</div>}
    </div>
  );
}

/** Something failed: a circle with an exclamation mark. */
export function FailureBlock(props: Props) {
  const image = (
    <svg className={styles.statusImage} viewBox="0 0 96 96" aria-hidden="true" fill="none">
      <circle cx="48" cy="48" r="36" fill="#fff3e8" stroke="#ffb27a" strokeWidth="3" />
      <path d="M48 30v22" stroke="#ff6a00" strokeWidth="6" strokeLinecap="round" />
      <circle cx="48" cy="64" r="4" fill="#ff6a00" />
    </svg>
  );
  return <StatusBlock image={image} {...props} />;
}

/** Nothing there: an empty tray. */
export function EmptyBlock(props: Props) {
  const image = (
    <svg className={styles.statusImage} viewBox="0 0 96 96" aria-hidden="true" fill="none">
      <ellipse cx="48" cy="78" rx="34" ry="6" fill="#f2f2f2" />
      <path
        d="M20 50l10-22h36l10 22v20H20z"
        fill="#fafafa"
        stroke="#d9d9d9"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M20 50h18a10 10 0 0 0 20 0h18"
        stroke="#d9d9d9"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
  return <StatusBlock image={image} {...props} />;
}
