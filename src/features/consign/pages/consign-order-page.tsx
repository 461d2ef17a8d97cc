import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { ConsignAction } from '../components/consign-action';
import { OnshelfNotice } from '../components/onshelf-notice';
import { OrderSummary } from '../components/order-summary';
import { idParams } from '../consign-params';
import { useConsignOrder } from '../api/get-order';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../consign.module.css';

function Created({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const detail = useConsignOrder(orderId);
  const order = detail.data;
  return (
    <QueryView view={detail.view} onRetry={() => void detail.refresh()} errorTitle="订单加载失败">
      {order && <OrderSummary order={order} />}
      {order?.state === 'created' && (
        <>
          <Button block onClick={() => void navigate(`/consignPick?orderId=${orderId}`)}>
            继续添加商品
          </Button>
          <Button
            block
            look="primary"
            size="large"
            onClick={() => void navigate(`/directOrderDelivery?orderId=${orderId}`)}
          >
            去发货
          </Button>
        </>
      )}
    </QueryView>
  );
}

/**
 * /consignOrder?evaluationId=…[&orderId=…]: consign a submitted evaluation, in a
 * new order or in one not shipped yet; then ?orderId=… shows the order with its
 * next steps (add another phone, ship).
 */
export default function ConsignOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { evaluationId, orderId } = idParams(params);
  const done = (order: { orderId: number }) =>
    void navigate(`/consignOrder?orderId=${order.orderId}`, { replace: true });
  return (
    <SellerOnly title="寄卖下单" need="寄卖估价、下单与发货需要卖家身份">
      <NavHeader title="寄卖下单" />
      <div className={styles.page}>
        <OnshelfNotice />
        {evaluationId !== null ? (
          <ConsignAction evaluationId={evaluationId} orderId={orderId} onDone={done} />
        ) : orderId !== null ? (
          <Created orderId={orderId} />
        ) : (
          <ErrorState
            title="估价不存在"
            description="链接有误，请重新估价"
            actionText="去估价"
            onRetry={() => void navigate('/consignPick', { replace: true })}
          />
        )}
      </div>
    </SellerOnly>
  );
}
