import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { usePageActive } from '../../../components/page-activity/page-activity';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ErrorState } from '../../../components/query-state/error-state';
import { appState } from '../../../store/app-state';
import { useWalletRecords, type RecordFilter } from '../api/get-records';
import { RecordFilters } from '../components/record-filters';
import { RecordRow } from '../components/record-row';
import {
  filterSearch,
  recordFromParticulars,
  rememberedFilter,
  rememberFilter,
} from '../filter-memory';
import { recentMonths } from '../record-format';
import { parseMonth, parseRecordType } from '../record-params';
import styles from '../records.module.css';

// Records go back six months in the seed; a year of months covers a wallet's recent life.
const MONTHS_OFFERED = 12;

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
          onOpen={() => void navigate(`/particularsDetails?id=${record.recordId}`)}
        />
      )}
    />
  );
}

/**
 * /financialDetails (spec 000 §2, kept alive): the wallet's records by type and
 * month with infinite scroll. The filter lives in the address (`?type=&month=`,
 * parsed as untrusted); coming back from /particularsDetails restores the last
 * filter even when this page was not kept (the flag is in the app state).
 */
export default function FinancialDetailsPage() {
  const [params, setParams] = useSearchParams();
  const active = usePageActive();
  const { financialDetailsFromParticulars: fromParticulars } = useSnapshot(appState);
  const type = parseRecordType(params.get('type'));
  const month = parseMonth(params.get('month'));
  const bad = type === 'bad' || month === 'bad';
  const filter = useMemo<RecordFilter>(
    () => ({ type: type === 'bad' ? null : type, month: month === 'bad' ? null : month }),
    [type, month],
  );
  // The months offered end at today's (read once: a kept page keeps its list).
  const months = useMemo(() => recentMonths(Date.now(), MONTHS_OFFERED), []);
  const bare = !params.has('type') && !params.has('month');

  useEffect(() => {
    if (!active) return;
    recordFromParticulars(fromParticulars);
    if (fromParticulars && bare) {
      const restored = filterSearch(rememberedFilter());
      if (Object.keys(restored).length > 0) setParams(restored, { replace: true });
    }
  }, [active, fromParticulars, bare, setParams]);

  useEffect(() => {
    if (active && !bad) rememberFilter(filter);
  }, [active, bad, filter]);

  return (
    <div data-from-particulars={fromParticulars ? 'true' : 'false'}>
      <NavHeader title="资金明细" />
      {bad ? (
        <ErrorState
          title="筛选条件有误"
          description="链接中的类型或月份无法识别"
          actionText="查看全部明细"
          onRetry={() => setParams({}, { replace: true })}
        />
      ) : (
        <>
          <RecordFilters
            filter={filter}
            months={months}
            onChange={(next) => setParams(filterSearch(next), { replace: true })}
          />
          <div className={styles.page}>
            <RecordList key={`${filter.type}-${filter.month}`} filter={filter} />
          </div>
        </>
      )}
    </div>
  );
}
