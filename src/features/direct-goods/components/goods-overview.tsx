import { Tabs } from '../../../components/ui/tabs';
import { useGoodsTotal } from '../api/get-goods-records';
import { ORDER_STATE_LABELS } from '../../../shared/contracts/order-state-labels';
import type { GoodsTab } from '../goods-params';
import styles from '../direct-goods.module.css';

/** The tabs in the order a seller works through them; every state of the machine is one. */
const TAB_ORDER: readonly Exclude<GoodsTab, 'all'>[] = [
  'inspected',
  'listed',
  'rechecking',
  'returning',
  'returned',
  'sold',
  'created',
  'shipped',
  'received',
  'cancelled',
];

/** The state tabs with their counts (the labels are the server's). */
export function GoodsTabs({ tab, onChange }: { tab: GoodsTab; onChange: (tab: GoodsTab) => void }) {
  const total = useGoodsTotal();
  const counts = total.data?.counts ?? [];
  const tabs = [
    { key: 'all' as GoodsTab, title: total.data ? `全部 ${total.data.total}` : '全部' },
    ...TAB_ORDER.map((state) => {
      const row = counts.find((entry) => entry.state === state);
      return {
        key: state as GoodsTab,
        title: row ? `${row.label} ${row.count}` : ORDER_STATE_LABELS[state],
      };
    }),
  ];
  return <Tabs className={styles.tabs} tabs={tabs} activeKey={tab} onChange={onChange} />;
}
