import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { showToast } from '../../../components/toast';
import { allOf } from '../../../api/query/query-keys';
import { goodsTotal } from '../../../shared/contracts/direct-goods';
import { useGoodsList } from '../api/get-goods-list';
import ListExtras from '../components/list-extras';
import { GoodsRow } from '../components/goods-row';
import { GoodsTabs } from '../components/goods-overview';
import { tabFromParam, type GoodsTab } from '../goods-params';
import { keepSelectable, toggleSelected } from '../selection';
import styles from '../direct-goods.module.css';

// 批量退回's bar and sheet load when the seller first taps it, not with the list (route budget).
const BatchReturn = lazy(() => import('../components/batch-return'));

interface Selection {
  on: boolean;
  ids: readonly number[];
}

function GoodsList({
  tab,
  selection,
  onSelection,
}: {
  tab: GoodsTab;
  selection: Selection;
  onSelection: (ids: readonly number[]) => void;
}) {
  const list = useGoodsList(tab);
  const client = useQueryClient();
  const online = useIsOnline();
  // A pull refreshes the tab counts and the totals with the rows.
  const refresh = async () => {
    await Promise.all([list.refresh(), client.refetchQueries({ queryKey: allOf(goodsTotal) })]);
  };
  const navigate = useNavigate();
  const { items } = list;
  const { ids } = selection;
  // A refetch may move picked goods out of a returnable state: they leave the selection.
  useEffect(() => {
    const kept = keepSelectable(ids, items);
    if (kept !== ids) onSelection(kept);
  }, [ids, items, onSelection]);
  return (
    <PagedList
      query={{ ...list, refresh }}
      online={online}
      keyOf={(item) => item.id}
      emptyTitle="暂无商品"
      errorTitle="商品加载失败"
      renderItem={(item) => (
        <GoodsRow
          item={item}
          selecting={selection.on}
          selected={ids.includes(item.id)}
          onOpen={() => void navigate(`/directGoodsDetail?id=${item.merchandiseId}`)}
          onToggle={() => {
            const result = toggleSelected(ids, item);
            if (!result.ok) showToast(result.message);
            onSelection(result.selected);
          }}
        />
      )}
    />
  );
}

/**
 * /directGoods (spec 000 §2, kept alive): the seller's direct-sale goods with
 * their totals, a tab per state and infinite scroll; 批量退回 picks returnable
 * goods, asks for them back at once and pays the return fee. The first tab
 * comes from the address (`?state=`); changing it stays in the page, since the
 * address keys the kept page (one hidden copy per tab otherwise). Back from a
 * detail, the kept page shows the same tab at the same scroll.
 */
export default function DirectGoodsPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<GoodsTab>(() => tabFromParam(params.get('state')));
  const [selection, setSelection] = useState<Selection>({ on: false, ids: [] });
  // Once batch mode was used, its sheet stays mounted: a fee may still be paid after it ends.
  const [batchUsed, setBatchUsed] = useState(false);
  const choose = (next: GoodsTab) => {
    setTab(next);
    setSelection((current) => ({ ...current, ids: [] }));
  };
  const onSelection = (ids: readonly number[]) => setSelection((current) => ({ ...current, ids }));
  return (
    <>
      <NavHeader
        title="直营商品"
        rightText={selection.on ? '取消' : '批量退回'}
        onRightClick={() => {
          setBatchUsed(true);
          setSelection((current) => ({ on: !current.on, ids: [] }));
        }}
      />
      <GoodsTabs tab={tab} onChange={choose} />
      <div className={selection.on ? `${styles.page} ${styles.withBar}` : styles.page}>
        <ListExtras onShow={() => choose('returning')} />
        <GoodsList key={tab} tab={tab} selection={selection} onSelection={onSelection} />
      </div>
      {(selection.on || batchUsed) && (
        <Suspense fallback={null}>
          <BatchReturn
            selecting={selection.on}
            selected={selection.ids}
            onAsked={() => setSelection({ on: false, ids: [] })}
          />
        </Suspense>
      )}
    </>
  );
}
