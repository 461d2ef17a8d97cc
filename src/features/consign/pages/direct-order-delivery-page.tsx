import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { DepositoryAddress, ReturnAddress } from '../components/delivery-addresses';
import { ExpressCard } from '../components/express-card';
import { OrderSummary } from '../components/order-summary';
import { idParams } from '../consign-params';
import { useConsignOrder } from '../api/get-order';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../consign.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

function Delivery({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const detail = useConsignOrder(orderId);
  const order = detail.data;
  const shipped = order?.state === 'shipped';
  const track = order?.expressNo;
  return (
    <QueryView view={detail.view} onRetry={() => void detail.refresh()} errorTitle="订单加载失败">
      {order && <OrderSummary order={order} />}
      <DepositoryAddress orderId={orderId} />
      <ReturnAddress />
      {shipped && track && (
        <section className={styles.card} aria-label="当前物流">
          <div className={styles.row}>
            <span style={{ flex: 1 }} data-express-no={track}>
              {order.expressCompany} {track}
            </span>
            <Button
              size="small"
              look="outline"
              onClick={() => void navigate(`/logisticsTrack?expressNo=${track}`)}
            >
              查看物流
            </Button>
          </div>
        </section>
      )}
      {(order?.state === 'created' || shipped) && (
        // The change puts the answered order in the cache (api/order-changes.ts).
        <ExpressCard key={String(shipped)} orderId={orderId} shipped={shipped} />
      )}
    </QueryView>
  );
}

/**
 * /directOrderDelivery?orderId=… (spec 000 §2/§4): ship an order to the
 * platform warehouse with an express company and number, then change the
 * number while the parcel travels.
 */
export default function DirectOrderDeliveryPage() {
  const [params] = useSearchParams();
  const { orderId } = idParams(params);
  return (
    <SellerOnly title="寄出商品" need="寄卖估价、下单与发货需要卖家身份">
      <NavHeader title="寄出商品" />
      <div className={styles.page}>
        {orderId === null ? <BadLinkState title="订单不存在" /> : <Delivery orderId={orderId} />}
      </div>
    </SellerOnly>
  );
}
