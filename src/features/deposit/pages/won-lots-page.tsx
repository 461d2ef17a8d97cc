import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../../components/query-state/loading-state';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ErrorState } from '../../../components/query-state/error-state';
import type { WonLot } from '../../../shared/contracts/order-payments';
import { useWonLots } from '../api/get-won-lots';
import { WonLotRow } from '../components/won-lot-row';
import { payNoFromParam } from '../pay-params';
import styles from '../deposit.module.css';

// Paying loads when the bidder pays or follows a payment: the list opens lighter (route budget).
const OrderPaySheet = lazy(() =>
  import('../components/order-pay-sheet').then((module) => ({ default: module.OrderPaySheet })),
);
const OrderPayProgress = lazy(() =>
  import('../components/order-pay-progress').then((module) => ({
    default: module.OrderPayProgress,
  })),
);

function Lots({ onPaying }: { onPaying: (payNo: string) => void }) {
  const lots = useWonLots();
  const online = useIsOnline();
  const [paying, setPaying] = useState<WonLot | null>(null);
  return (
    <>
      <PagedList
        query={lots}
        online={online}
        keyOf={(lot) => lot.orderId}
        emptyTitle="暂无拍中的拍品"
        errorTitle="拍品加载失败"
        renderItem={(lot) => (
          <WonLotRow
            lot={lot}
            onPay={(chosen) =>
              chosen.pendingPayNo ? onPaying(chosen.pendingPayNo) : setPaying(chosen)
            }
          />
        )}
      />
      {paying && (
        <Suspense fallback={null}>
          <OrderPaySheet lot={paying} onStarted={onPaying} onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /wonLots: the lots the bidder won and paying their orders. Spec 000 §2 names
 * no screen for it (only the calls, §4/§7), so it is a page of this feature,
 * reached from /deposit. A payment started keeps its number in the address
 * (?payNo=…): a reload follows the same payment.
 */
export default function WonLotsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('payNo');
  const payNo = payNoFromParam(raw);
  return (
    <>
      <NavHeader title="拍中的拍品" />
      <div className={styles.page}>
        {raw === null ? (
          <Lots onPaying={(started) => setParams({ payNo: started }, { replace: true })} />
        ) : payNo === null ? (
          <ErrorState
            title="支付单不存在"
            description="链接有误，请返回后重试"
            actionText="返回"
            onRetry={() => void navigate('/wonLots', { replace: true })}
          />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <OrderPayProgress key={payNo} payNo={payNo} />
          </Suspense>
        )}
      </div>
    </>
  );
}
