import { QueryView } from '../../../components/query-state/query-view';
import { formatMoney } from '../../../lib/format';
import { groundingRecord, priceRangeRecord } from '../api/get-release-info';
import { centsToYuanText } from '../price-text';
import styles from '../release.module.css';

const yuan = (cents: number) => `¥${formatMoney(centsToYuanText(cents))}`;

interface Props {
  itemId: number;
  value: string;
  onChange: (text: string) => void;
}

/** 起拍价: typed in yuan (two decimals at most), within the item's range; the suggestion fills it. */
export function PriceSection({ itemId, value, onChange }: Props) {
  const range = priceRangeRecord.use({ itemId });
  const grounding = groundingRecord.use({ itemId });
  return (
    <section className={styles.card} aria-label="起拍价">
      <div className={styles.cardTitle}>起拍价（元）</div>
      <input
        className={styles.input}
        inputMode="decimal"
        placeholder="请输入起拍价"
        aria-label="起拍价"
        value={value}
        maxLength={12}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <QueryView view={range.view} onRetry={() => void range.refresh()} loadingLines={1}>
        {range.data && (
          <div className={styles.hint} data-price-range="">
            可设范围 {yuan(range.data.minCents)} – {yuan(range.data.maxCents)}，质检参考价{' '}
            {yuan(range.data.gradePriceCents)}
          </div>
        )}
      </QueryView>
      {grounding.data && (
        <div className={styles.row}>
          <span className={styles.hint}>
            建议起拍价 {yuan(grounding.data.suggestedCents)}，加价幅度{' '}
            {yuan(grounding.data.stepCents)}
          </span>
          <button
            type="button"
            className={styles.choice}
            onClick={() => onChange(centsToYuanText(grounding.data?.suggestedCents ?? 0))}
          >
            使用建议价
          </button>
        </div>
      )}
    </section>
  );
}
