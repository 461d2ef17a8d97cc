import { NOTE_MAX_CHARS } from '../release-form';
import styles from '../release.module.css';

/** 卖家说明: free text, sent in the item descriptor (spec 000 §3). */
export function NoteSection({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <section className={styles.card} aria-label="卖家说明">
      <div className={styles.cardTitle}>卖家说明（选填）</div>
      <textarea
        className={styles.input}
        rows={3}
        maxLength={NOTE_MAX_CHARS}
        placeholder="如：配件齐全、仅自用"
        aria-label="卖家说明"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </section>
  );
}

/** 发布码: the 6 characters printed on the inspection report (spec 000 §5). */
export function CodeSection({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <section className={styles.card} aria-label="发布码">
      <div className={styles.cardTitle}>发布码</div>
      <input
        className={styles.input}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={6}
        placeholder="请输入质检报告上的 6 位发布码"
        aria-label="发布码"
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
      />
    </section>
  );
}
