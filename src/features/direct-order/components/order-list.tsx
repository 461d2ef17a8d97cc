import type { ListQuery } from '../../../api/query/use-list-query';
import { LoadMore } from '../../../components/paged-list/load-more';
import { PullToRefresh } from '../../../components/paged-list/pull-to-refresh';
import { QUERY_STATE_COPY } from '../../../components/query-state/copy';
import { QueryView } from '../../../components/query-state/query-view';
import type { OrderRow } from '../api/get-orders';
import { OrderCard } from './order-card';
import styles from '../direct-order.module.css';

interface Props {
  query: ListQuery<OrderRow>;
  online: boolean;
  /** Pull to refresh and 重试: the list and the tab counts together. */
  onRefresh: () => Promise<unknown>;
  onOpen: (order: OrderRow) => void;
  onCancel: (order: OrderRow) => void;
}

function footerText(hasMore: boolean, online: boolean): string {
  if (hasMore) return QUERY_STATE_COPY.loading;
  return online ? QUERY_STATE_COPY.noMore : QUERY_STATE_COPY.offlineNoMore;
}

/**
 * PagedList's pattern (pull to refresh, infinite scroll, the shared states)
 * with order cards that hold their own buttons, which a list row cannot.
 */
export function OrderList({ query, online, onRefresh, onOpen, onCancel }: Props) {
  return (
    <PullToRefresh onRefresh={onRefresh}>
      <QueryView
        view={query.view}
        onRetry={() => void onRefresh()}
        emptyTitle="暂无订单"
        errorTitle="订单加载失败"
      >
        <ul className={styles.orders} aria-label="订单列表" data-total={query.total}>
          {query.items.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              online={online}
              onOpen={() => onOpen(order)}
              onCancel={() => onCancel(order)}
            />
          ))}
        </ul>
        <LoadMore loadMore={query.loadMore} hasMore={query.hasMore}>
          {(hasMore, failed, retry) =>
            failed ? (
              <span className={styles.muted}>
                {QUERY_STATE_COPY.loadMoreFailed}{' '}
                <button type="button" className={styles.link} onClick={retry}>
                  {QUERY_STATE_COPY.retry}
                </button>
              </span>
            ) : (
              <span className={styles.muted}>{footerText(hasMore, online)}</span>
            )
          }
        </LoadMore>
      </QueryView>
    </PullToRefresh>
  );
}
