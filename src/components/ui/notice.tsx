import styles from './ui.module.css';

/** A coloured bar of text (antd-mobile NoticeBar's look, wrapped, no icon). */
export function Notice({ text, tone }: { text: string; tone: 'info' | 'alert' }) {
  return <div className={`${styles.notice} ${styles[tone]}`}>{text}</div>;
}
