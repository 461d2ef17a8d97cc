import { List, ListItem } from '../../../components/ui/list';
import type { ConsignmentOrder } from '../api/get-order';
import { yuanOf } from '../money';
import styles from '../consign.module.css';

/** An order as the server last answered it: number, state and items. */
export function OrderSummary({ order }: { order: ConsignmentOrder }) {
  return (
    <section className={styles.card} aria-label="寄卖订单" data-order-state={order.state}>
      <div className={styles.row}>
        <span className={styles.cardTitle} style={{ flex: 1 }}>
          订单 {order.orderNo}
        </span>
        <span>{order.stateLabel}</span>
      </div>
      <List>
        {order.items.map((item) => (
          <ListItem
            key={item.itemId}
            description={item.skuName}
            extra={yuanOf(item.referPriceCents)}
          >
            {item.productName}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
