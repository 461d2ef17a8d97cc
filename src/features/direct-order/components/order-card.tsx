import { formatDate } from '../../../lib/date-format';
import type { OrderRow } from '../api/get-orders';
import { offersOf } from '../order-actions';
import { OrderOffers } from './order-offers';
import styles from '../direct-order.module.css';

interface Props {
  order: OrderRow;
  online: boolean;
  onOpen: () => void;
  onCancel: () => void;
}

/** One order of the list: number, state, its goods, when, and what the seller may do. */
export function OrderCard({ order, online, onOpen, onCancel }: Props) {
  const offers = offersOf({ ...order, firstItemId: order.items[0]?.itemId ?? null });
  return (
    <li className={styles.card} data-order-id={order.orderId} data-order-state={order.state}>
      <button type="button" className={styles.cardOpen} onClick={onOpen}>
        <span className={styles.row}>
          <span className={styles.orderNo} data-order-no>
            订单 {order.orderNo}
          </span>
          <span className={styles.state}>{order.stateLabel}</span>
        </span>
        {order.items.map((item) => (
          <span key={item.itemId} className={`${styles.row} ${styles.item}`}>
            <span>{item.productName}</span>
            <span className={styles.muted}>{item.skuName}</span>
          </span>
        ))}
        <span className={`${styles.row} ${styles.muted}`}>
          <span>共 {order.itemCount} 件</span>
          <span>{formatDate(order.createdAt)}</span>
        </span>
      </button>
      <OrderOffers offers={offers} online={online} onCancel={onCancel} />
    </li>
  );
}
