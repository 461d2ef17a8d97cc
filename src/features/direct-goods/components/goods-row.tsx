import type { GoodsRow as Row } from '../api/get-goods-list';
import { money } from '../money';
import { isReturnable } from '../selection';
import styles from '../direct-goods.module.css';

function Texts({ item }: { item: Row }) {
  const shownPrice = item.soldPriceCents ?? item.priceCents ?? item.reservePriceCents;
  return (
    <>
      <span className={styles.rowMain}>
        <span className={styles.name}>{item.productName}</span>
        <span className={styles.sub}>
          {item.skuName}
          {item.grade ? ` · ${item.grade} 级` : ''}
        </span>
        <span className={`app-list-item-description ${styles.sub}`}>
          {item.stateLabel} · 订单 {item.orderNo}
        </span>
      </span>
      {shownPrice !== null && <span className={styles.price}>¥{money(shownPrice)}</span>}
    </>
  );
}

/**
 * One goods row: a tap opens its detail; in batch mode it is a checkbox, only
 * for items whose state allows a return (the server's `actions`).
 */
export function GoodsRow({
  item,
  selecting,
  selected,
  onOpen,
  onToggle,
}: {
  item: Row;
  selecting: boolean;
  selected: boolean;
  onOpen: () => void;
  onToggle: () => void;
}) {
  if (!selecting) {
    return (
      <li>
        <button type="button" className={`app-list-item ${styles.row}`} onClick={onOpen}>
          <Texts item={item} />
        </button>
      </li>
    );
  }
  return (
    <li>
      <label className={`app-list-item ${styles.row}`}>
        <input
          type="checkbox"
          className={styles.box}
          checked={selected}
          disabled={!isReturnable(item)}
          aria-label={`选择 ${item.productName}（${item.orderNo}）`}
          onChange={onToggle}
        />
        <Texts item={item} />
      </label>
    </li>
  );
}
