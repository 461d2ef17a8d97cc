import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { Tabs } from '../../../components/ui/tabs';
import { useMarginIn, useMarginOut } from '../api/get-margin-turnover';
import type { ListQuery } from '../../../api/query/use-list-query';
import type { RecordRow as Row } from '../api/record-pages';
import { RecordRow } from '../components/record-row';
import styles from '../records.module.css';

const TABS = [
  { key: 'in', title: '转入保证金' },
  { key: 'out', title: '转出保证金' },
] as const;

function TurnoverList({ list }: { list: ListQuery<Row> }) {
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      online={online}
      keyOf={(record) => record.id}
      emptyTitle="暂无保证金流水"
      errorTitle="保证金流水加载失败"
      renderItem={(record) => (
        <RecordRow
          record={record}
          onOpen={() => void navigate(`/particularsDetails?id=${record.recordId}`)}
        />
      )}
    />
  );
}

function MarginIn() {
  return <TurnoverList list={useMarginIn()} />;
}

function MarginOut() {
  return <TurnoverList list={useMarginOut()} />;
}

/**
 * /fundsTurnover (spec 000 §2): the margin account's money in (margin/original/list)
 * and out (margin/out/list), one tab each, kept in the address (`?tab=out`).
 */
export default function FundsTurnoverPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'out' ? 'out' : 'in';
  return (
    <>
      <NavHeader title="保证金流水" />
      <Tabs
        tabs={TABS}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      />
      <div className={styles.page}>{tab === 'in' ? <MarginIn /> : <MarginOut />}</div>
    </>
  );
}
