import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useOrderCount } from '../api/get-order-count';
import { useOrderList, type OrderFilter } from '../api/get-orders';
import type { CancelTarget } from '../components/cancel-sheet';
import { LazyCancelSheet } from '../components/lazy-cancel-sheet';
import { OrderCard } from '../components/order-card';
import { OrderFilters, type FilterChoice } from '../components/order-filters';
import { StateTabs, type StateTab } from '../components/state-tabs';
import { filtersBeyondState, orderFilterOf } from '../order-filter';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../direct-order.module.css';

function Orders({ filter }: { filter: OrderFilter }) {
  const navigate = useNavigate();
  const online = useIsOnline();
  const list = useOrderList(filter);
  const counts = useOrderCount();
  const [target, setTarget] = useState<CancelTarget | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Pull to refresh and 重试 ask for the tab counts too.
  const refresh = async () => {
    await Promise.all([list.refresh(), counts.refresh()]);
  };
  return (
    <>
      {list.items[0]?.via === 'v1' && filtersBeyondState(filter) && (
        <span className={styles.muted} role="status">
          当前平台仅支持按状态筛选，已显示该状态的全部订单
        </span>
      )}
      <PagedList
        query={{ ...list, refresh }}
        online={online}
        keyOf={(order) => order.id}
        emptyTitle="暂无订单"
        errorTitle="订单加载失败"
        renderItem={(order) => (
          <OrderCard
            order={order}
            online={online}
            onOpen={() => void navigate(`/directOrderDetail?orderId=${order.orderId}`)}
            onCancel={() => {
              setTarget({ orderId: order.orderId, orderNo: order.orderNo });
              setSheetOpen(true);
            }}
          />
        )}
      />
      <LazyCancelSheet target={target} open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}

function OrdersScreen() {
  const counts = useOrderCount();
  const [tab, setTab] = useState<StateTab>('all');
  const [choice, setChoice] = useState<FilterChoice & { chosenAt: number }>({
    keyword: '',
    days: 'all',
    chosenAt: 0,
  });
  const filter = useMemo(() => orderFilterOf(tab, choice), [tab, choice]);
  const onFilter = (next: FilterChoice) => setChoice({ ...next, chosenAt: Date.now() });
  return (
    <>
      <NavHeader title="直营订单" />
      <StateTabs counts={counts} active={tab} onChange={setTab} />
      <OrderFilters value={choice} onChange={onFilter} />
      <div className={styles.page}>
        <Orders key={JSON.stringify(filter)} filter={filter} />
      </div>
    </>
  );
}

/**
 * /directOrder (spec 000 §2, kept alive): the seller's direct-sale orders with
 * a tab per state and its count, a keyword and date filter, pull to refresh,
 * infinite scroll, and 取消订单 where the state allows it. The tab and filter
 * stay in the page, not the address: the address keys the kept page, so
 * coming back from an order finds the same tab at the same scroll position.
 * A visitor or bidder is told the page is the seller's, and nothing is asked.
 */
export default function DirectOrderPage() {
  return (
    <SellerOnly title="直营订单" need="直营订单需要卖家身份">
      <OrdersScreen />
    </SellerOnly>
  );
}
