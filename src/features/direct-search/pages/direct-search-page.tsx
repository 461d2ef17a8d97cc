import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ErrorState } from '../../../components/query-state/error-state';
import { useGoodsHits, useOrderHits } from '../api/get-search-results';
import { useSaveSearch } from '../../../components/search-history/search-history-changes';
import { GoodsHitRow, OrderHitRow } from '../components/hit-rows';
import { SearchHistory } from '../../../components/search-history/search-history';
import { SearchBar } from '../../../components/search-history/search-bar';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import { keywordRule, parseKeyword, parseTab, type ResultTab } from '../search-params';
import styles from '../direct-search.module.css';

const TABS = [
  { key: 'order', title: '订单' },
  { key: 'goods', title: '商品' },
] as const;

/** The matches of one tab; a row opens its detail page (their contracts' input names). */
function Hits({ keyword, tab }: { keyword: string; tab: ResultTab }) {
  const navigate = useNavigate();
  const online = useIsOnline();
  const orders = useOrderHits(keyword, tab === 'order');
  const goods = useGoodsHits(keyword, tab === 'goods');
  return tab === 'order' ? (
    <PagedList
      query={orders}
      online={online}
      keyOf={(order) => order.id}
      emptyTitle="没有找到相关订单"
      renderItem={(order) => (
        <OrderHitRow
          order={order}
          onOpen={() => void navigate(`/directOrderDetail?orderId=${order.orderId}`)}
        />
      )}
    />
  ) : (
    <PagedList
      query={goods}
      online={online}
      keyOf={(item) => item.id}
      emptyTitle="没有找到相关商品"
      renderItem={(item) => (
        <GoodsHitRow
          goods={item}
          onOpen={() => void navigate(`/directGoodsDetail?merchandiseId=${item.merchandiseId}`)}
        />
      )}
    />
  );
}

function Results({ keyword, tab }: { keyword: string; tab: ResultTab }) {
  const [, setParams] = useSearchParams();
  return (
    <>
      <div role="tablist" className={styles.tabs}>
        {TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={item.key === tab}
            onClick={() => setParams({ keyword, tab: item.key }, { replace: true })}
          >
            {item.title}
          </button>
        ))}
      </div>
      <Hits key={keyword} keyword={keyword} tab={tab} />
    </>
  );
}

/**
 * /directSearchPage (spec 000 §2, issue 18): the seller's direct orders and goods by model,
 * order number or express number. The keyword and tab live in the address (a reload or back
 * shows the same results); without a keyword the recent searches show, kept by the server.
 */
export default function DirectSearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = parseKeyword(params.get('keyword'));
  const tab = parseTab(params.get('tab'));
  const save = useSaveSearch();
  const search = (next: string) => {
    save.submit({ keyword: next, scene: 'direct' });
    // From the recent searches a search is a step back can undo; a new keyword replaces one.
    setParams({ keyword: next, tab }, { replace: keyword.kind !== 'none' });
  };
  return (
    <>
      <NavHeader title="搜索订单/商品" />
      <SellerOnly need="直营订单与商品的搜索需要卖家身份">
        <div className={styles.page}>
          <SearchBar
            label="搜索内容"
            placeholder="机型 / 订单号 / 快递单号"
            rule={keywordRule}
            key={keyword.kind === 'ok' ? keyword.keyword : ''}
            initial={keyword.kind === 'ok' ? keyword.keyword : ''}
            onSearch={search}
          />
          {keyword.kind === 'none' && (
            <SearchHistory scene="direct" title="最近搜索" onPick={search} />
          )}
          {keyword.kind === 'bad' && (
            <ErrorState
              title="搜索内容无效"
              description={keyword.message}
              actionText="重新搜索"
              onRetry={() => setParams({}, { replace: true })}
            />
          )}
        </div>
        {keyword.kind === 'ok' && <Results keyword={keyword.keyword} tab={tab} />}
      </SellerOnly>
    </>
  );
}
