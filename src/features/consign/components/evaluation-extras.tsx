import {
  explainConfigRecord,
  randomEvaluationRecord,
  youpinRecord,
} from '../api/get-evaluation-info';
import { yuanOf } from '../money';
import styles from '../consign.module.css';

/** The graded prices of the model (youpin evaluation): what each level is worth. */
export function YoupinLevels({ productId }: { productId: number }) {
  const youpin = youpinRecord.use({ productId });
  if (!youpin.data) return null;
  return (
    <section className={styles.card} aria-label="成色参考价">
      <div className={styles.cardTitle}>成色参考价</div>
      {youpin.data.levels.map((level) => (
        <div key={level.level} className={styles.row}>
          <span style={{ width: 32 }}>{level.level}</span>
          <span className={styles.muted} style={{ flex: 1 }}>
            {level.description}
          </span>
          <span>{yuanOf(level.priceCents)}</span>
        </div>
      ))}
    </section>
  );
}

/** What the platform's inspection checks (check/explain/new/config), folded by default. */
export function InspectionExplain() {
  const explain = explainConfigRecord.use({});
  if (!explain.data) return null;
  return (
    <details className={styles.card}>
      <summary className={styles.cardTitle}>平台质检说明</summary>
      {explain.data.items.map((item) => (
        <p key={item.title}>
          <strong>{item.title}</strong>：{item.explanation}
        </p>
      ))}
    </details>
  );
}

/** Recent evaluations by other sellers (evaluation/random), as a short ticker. */
export function RecentEvaluations() {
  const recent = randomEvaluationRecord.use({});
  const list = recent.data?.list.slice(0, 3) ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.card} aria-label="最近估价">
      {list.map((entry) => (
        <div key={`${entry.sellerMasked}-${entry.evaluatedAt}`} className={styles.muted}>
          {entry.sellerMasked} 估价 {entry.productName}（{entry.level}）{yuanOf(entry.priceCents)}
        </div>
      ))}
    </section>
  );
}
