import { formatDate } from '../../../lib/date-format';
import type { OrderDetail } from '../api/get-order-detail';
import styles from '../direct-order.module.css';

/** The inspection's grade and any re-check, when the warehouse has graded the goods. */
export function OrderInspection({ inspection }: { inspection: OrderDetail['inspection'] }) {
  if (inspection === null) return null;
  return (
    <section className={styles.section} aria-label="质检结果">
      <h2 className={styles.sectionTitle}>质检结果</h2>
      <div>成色等级：{inspection.grade}</div>
      {inspection.recheckReason !== null && (
        <div className={styles.muted}>复检原因：{inspection.recheckReason}</div>
      )}
      {inspection.recheckAnswer !== null && (
        <div className={styles.muted}>复检结论：{inspection.recheckAnswer}</div>
      )}
    </section>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms → 2026-11-23 14:05: the history spans years, so the year stays. */
function dateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What happened to the order, newest first. */
export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  const newestFirst = [...history].sort((a, b) => b.time - a.time);
  return (
    <section className={styles.section} aria-label="订单记录">
      <h2 className={styles.sectionTitle}>订单记录</h2>
      <ol className={styles.history}>
        {newestFirst.map((step, index) => (
          <li key={`${step.time}-${index}`}>
            <div>
              {step.stateLabel} · {step.note}
            </div>
            <div className={styles.muted}>{dateTime(step.time)}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
