import type { ReactNode } from 'react';
import { money } from '../money';
import styles from '../direct-goods.module.css';

/** One labelled value of a detail card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A card of labelled values under a title. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <dl className={styles.fields}>{children}</dl>
    </section>
  );
}

/** Cents as ¥ money, or 未设置 when the server has none. */
export function price(cents: number | null): string {
  return cents === null ? '未设置' : `¥${money(cents)}`;
}
