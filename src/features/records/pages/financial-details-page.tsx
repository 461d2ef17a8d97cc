import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { usePageActive } from '../../../components/page-activity/page-activity';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ErrorState } from '../../../components/query-state/error-state';
import { appState } from '../../../store/app-state';
import { useWalletRecords, type RecordFilter } from '../api/get-wallet-records';
import { RecordRow } from '../components/record-row';
import { rememberedFilter, rememberFilter } from '../filter-memory';
import { parseMonth, parseRecordType } from '../filter-params';
import styles from '../records.module.css';

// The filter bar loads beside the first page of records, not before it (route budget):
// its slot keeps its height meanwhile, so nothing moves when it arrives.
const RecordFilters = lazy(() => import('../components/record-filters'));

function RecordList({ filter }: { filter: RecordFilter }) {
  const list = useWalletRecords(filter);
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      online={online}
      keyOf={(record) => record.id}
      emptyTitle="暂无资金明细"
      errorTitle="资金明细加载失败"
      renderItem={(record) => (
        <RecordRow
          record={record}
          onOpen={() => {
            // What coming back from this record restores (spec 000 §2).
            rememberFilter(filter);
            void navigate(`/particularsDetails?id=${record.recordId}`);
          }}
        />
      )}
    />
  );
}

/** The address's filter (`?type=&month=`, untrusted), or 'bad' when a part is present but wrong. */
function useAddressFilter(): RecordFilter | 'bad' {
  const [params] = useSearchParams();
  const type = parseRecordType(params.get('type'));
  const month = parseMonth(params.get('month'));
  return useMemo(
    () => (type === 'bad' || month === 'bad' ? 'bad' : { type, month }),
    [type, month],
  );
}

/**
 * /financialDetails (spec 000 §2, kept alive): the wallet's records by type and
 * month with infinite scroll. An entry starts from the address's filter
 * (`?type=&month=`); an entry from /particularsDetails (the app state's flag)
 * restores the filter the user had when opening that record, whether or not
 * this page was kept. Changing the filter stays in the page: the address keys
 * the kept page, so rewriting it would keep one hidden copy per filter.
 */
export default function FinancialDetailsPage() {
  const navigate = useNavigate();
  const active = usePageActive();
  const { financialDetailsFromParticulars: fromParticulars } = useSnapshot(appState);
  const fromAddress = useAddressFilter();
  const [chosen, setChosen] = useState<RecordFilter | null>(null);

  // Each entry starts again from the address or, back from a record, the remembered filter.
  useEffect(() => {
    if (!active) return;
    setChosen(null);
  }, [active, fromParticulars]);

  if (fromAddress === 'bad') {
    return (
      <>
        <NavHeader title="资金明细" />
        <ErrorState
          title="筛选条件有误"
          description="链接中的类型或月份无法识别"
          actionText="查看全部明细"
          onRetry={() => void navigate('/financialDetails', { replace: true })}
        />
      </>
    );
  }
  const filter = chosen ?? (fromParticulars ? rememberedFilter() : fromAddress);
  return (
    <div data-from-particulars={fromParticulars ? 'true' : 'false'}>
      <NavHeader title="资金明细" />
      <Suspense fallback={<div className={styles.filters} aria-busy="true" />}>
        <RecordFilters filter={filter} onChange={setChosen} />
      </Suspense>
      <div className={styles.page}>
        <RecordList key={`${filter.type}-${filter.month}`} filter={filter} />
      </div>
    </div>
  );
}
