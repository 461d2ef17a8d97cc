import { Tabs } from '../../../components/ui/tabs';
import { useGoodsTotal } from '../api/get-goods-records';
import { STATE_TITLES, type GoodsTab } from '../goods-params';
import { money } from '../money';
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

/** `total`: how many goods, and what those on shelf are worth (their starting prices). */
export function GoodsSummary() {
  const total = useGoodsTotal();
  if (!total.data) return null;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-label="商品汇总">
      <span>
        共 <span className={styles.figure}>{total.data.total}</span> 件
      </span>
      <span>
        在架价值 <span className={styles.figure}>¥{money(total.data.onShelfCents)}</span>
      </span>
    </section>
  );
}

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
        title: row ? `${row.label} ${row.count}` : STATE_TITLES[state],
      };
    }),
  ];
  return <Tabs className={styles.tabs} tabs={tabs} activeKey={tab} onChange={onChange} />;
}
