import type { OrderDetail } from '../api/get-order-detail';
import { yuanOf } from '../money';
import styles from '../direct-order.module.css';

type Item = OrderDetail['items'][number];

function itemPrice(item: Item): string {
  if (item.soldPriceCents !== null) return `成交 ${yuanOf(item.soldPriceCents)}`;
  if (item.priceCents !== null) return `起拍 ${yuanOf(item.priceCents)}`;
  return `估价 ${yuanOf(item.referPriceCents)}`;
}

/** The order's goods: model, options, grade once inspected, and the price that applies now. */
export function OrderGoods({ items }: { items: readonly Item[] }) {
  return (
    <section className={styles.section} aria-label="商品">
      <h2 className={styles.sectionTitle}>商品（{items.length} 件）</h2>
      {items.map((item) => (
        <div key={item.itemId} className={styles.item} data-item-id={item.itemId}>
          <div className={styles.row}>
            <span>{item.productName}</span>
            <span>{itemPrice(item)}</span>
          </div>
          <div className={`${styles.row} ${styles.muted}`}>
            <span>{item.skuName}</span>
            <span>{item.grade === null ? '未质检' : `成色 ${item.grade}`}</span>
          </div>
        </div>
      ))}
    </section>
  );
}
