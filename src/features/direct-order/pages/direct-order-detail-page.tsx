import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { formatDate } from '../../../lib/date-format';
import { useOrderDetail } from '../api/get-order-detail';
import { LazyCancelSheet } from '../components/lazy-cancel-sheet';
import { OrderGoods } from '../components/order-goods';
import { OrderHistory, OrderInspection } from '../components/order-history';
import { OrderOffers } from '../components/order-offers';
import { OrderShipment } from '../components/order-shipment';
import { offersOf, orderIdParam } from '../order-actions';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../direct-order.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

function OrderDetail({ orderId }: { orderId: number }) {
  const detail = useOrderDetail(orderId);
  const online = useIsOnline();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Set on the first 取消订单 tap: the sheet's chunk loads then, and stays to slide out.
  const [asked, setAsked] = useState(false);
  const order = detail.data;
  return (
    <QueryView
      view={detail.view}
      onRetry={() => void detail.refresh()}
      errorTitle="订单加载失败"
      errorDescription={detail.error ? userMessageOf(detail.error) : undefined}
    >
      {order && (
        <>
          <section className={styles.section} data-order-state={order.state}>
            <div className={styles.row}>
              <span className={styles.orderNo}>订单 {order.orderNo}</span>
              <span className={styles.state}>{order.stateLabel}</span>
            </div>
            <div className={styles.muted}>下单时间 {formatDate(order.createdAt)}</div>
          </section>
          <OrderGoods items={order.items} />
          <OrderShipment order={order} />
          <OrderInspection inspection={order.inspection} />
          <OrderHistory history={order.history} />
          <OrderOffers
            offers={offersOf({ ...order, firstItemId: order.items[0]?.itemId ?? null })}
            online={online}
            onCancel={() => {
              setAsked(true);
              setSheetOpen(true);
            }}
          />
          <LazyCancelSheet
            target={asked ? order : null}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * /directOrderDetail?orderId=… (spec 000 §2, kept alive): one order (info/v2,
 * or info) with its goods, shipment, inspection and history, and the actions
 * its state allows: 取消订单 here, shipping and the goods' own actions on
 * their pages. A malformed id shows an error, never a call.
 */
export default function DirectOrderDetailPage() {
  const [params] = useSearchParams();
  const orderId = orderIdParam(params);
  return (
    <SellerOnly title="订单详情" need="直营订单需要卖家身份">
      <NavHeader title="订单详情" />
      <div className={styles.page}>
        {orderId === null ? <BadLinkState title="订单不存在" /> : <OrderDetail orderId={orderId} />}
      </div>
    </SellerOnly>
  );
}
