import type { EvaluateInput } from '../evaluate-form';
import { useReferPrice, useSkuPickup } from '../api/get-refer-price';
import { yuanOf } from '../money';
import styles from '../consign.module.css';

/** The reference price of the picks so far and the SKU they make; both follow every pick. */
export function PriceBar({ input }: { input: EvaluateInput | null }) {
  const price = useReferPrice(input);
  const sku = useSkuPickup(
    input && {
      productId: input.productId,
      storageIndex: input.storageIndex,
      colourIndex: input.colourIndex,
    },
  );
  return (
    <section className={styles.card} aria-label="参考价" aria-live="polite">
      <div className={styles.muted}>
        {sku.data ? sku.data.skuName : '选择规格并完成检测后显示参考价'}
      </div>
      <div className={styles.price} data-refer-price={price.data?.priceCents ?? ''}>
        {input === null || !price.data ? '--' : yuanOf(price.data.priceCents)}
      </div>
      {price.data && input && <div className={styles.muted}>评估成色 {price.data.level}</div>}
    </section>
  );
}
