import { Tabs } from '../../../components/ui/tabs';
import type { DetailQuery } from '../../../api/query/use-detail-query';
import type { DataOf } from '../../../shared/contract';
import type { orderCount } from '../../../shared/contracts/direct-order';
import type { OrderState } from '../order-actions';
import styles from '../direct-order.module.css';

export type StateTab = OrderState | 'all';

interface Props {
  counts: DetailQuery<DataOf<typeof orderCount>>;
  active: StateTab;
  onChange: (tab: StateTab) => void;
}

/**
 * 全部 and one tab per state with its count (`order/count`). Until the counts
 * answer only 全部 shows: the states and their words are the server's.
 */
export function StateTabs({ counts, active, onChange }: Props) {
  const data = counts.data;
  const tabs: Array<{ key: StateTab; title: string }> = [
    { key: 'all', title: data ? `全部 ${data.total}` : '全部' },
    ...(data?.counts ?? []).map((c) => ({ key: c.state, title: `${c.label} ${c.count}` })),
  ];
  return (
    <>
      <Tabs className={styles.tabs} tabs={tabs} activeKey={active} onChange={onChange} />
      {counts.view.kind === 'error' && (
        <p className={`${styles.filters} ${styles.muted}`} role="alert">
          订单数量加载失败{' '}
          <button type="button" className={styles.link} onClick={() => void counts.refresh()}>
            重试
          </button>
        </p>
      )}
    </>
  );
}
