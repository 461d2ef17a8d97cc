import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A coloured bar of text (antd-mobile NoticeBar's look, wrapped, no icon), an action at its end. */
export function Notice({
  text,
  tone,
  extra,
}: {
  text: string;
  tone: 'info' | 'alert';
  extra?: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`}>
      <span className={styles.noticeText}>{text}</span>
      {extra}
    </div>
  );
}
