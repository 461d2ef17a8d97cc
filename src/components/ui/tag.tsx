import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A small outlined label (默认, 卖家), antd-mobile's Tag look without the library. */
export function Tag({
  children,
  round = false,
  tone = 'primary',
  className,
}: {
  children: ReactNode;
  round?: boolean;
  tone?: 'primary' | 'warning';
  className?: string;
}) {
  const classes = [
    'app-tag',
    styles.tag,
    round && styles.round,
    tone === 'warning' && styles.warning,
    className,
  ].filter(Boolean);
  return <span className={classes.join(' ')}>{children}</span>;
}
