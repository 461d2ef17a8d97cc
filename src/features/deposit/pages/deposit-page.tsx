import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useMargin } from '../api/get-margin';
import { useMarginFlow } from '../api/get-margin-flow';
import { FlowRow } from '../components/flow-row';
import { MarginSummary } from '../components/margin-summary';
import { FLOW_FILTERS, parseFlowFilter, type FlowFilter } from '../flow-filter';
import styles from '../deposit.module.css';

function Account() {
  const margin = useMargin();
  const navigate = useNavigate();
  return (
    <QueryView
      view={margin.view}
      onRetry={() => void margin.refresh()}
      errorTitle="保证金账户加载失败"
      errorDescription={margin.error ? userMessageOf(margin.error) : undefined}
    >
      {margin.data && (
        <>
          <MarginSummary account={margin.data} />
          <div className={styles.actions}>
            <Button look="primary" onClick={() => void navigate('/depositCharge')}>
              充值
            </Button>
            <Button look="outline" onClick={() => void navigate('/depositDraw')}>
              提现
            </Button>
          </div>
          <div className={styles.links}>
            <Button size="small" onClick={() => void navigate('/wonLots')}>
              待支付拍品
            </Button>
            <Button size="small" onClick={() => void navigate('/depositVerifyPhone')}>
              {margin.data.hasPassword ? '修改保证金密码' : '设置保证金密码'}
            </Button>
          </div>
        </>
      )}
    </QueryView>
  );
}

function Flow({ filter }: { filter: FlowFilter }) {
  const flow = useMarginFlow(filter);
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <PagedList
      query={flow}
      online={online}
      keyOf={(item) => item.id}
      emptyTitle="暂无流水"
      errorTitle="流水加载失败"
      renderItem={(item) => (
        <FlowRow
          item={item}
          onOpen={
            item.payNo
              ? () => void navigate(`/transPayDetail?payNo=${encodeURIComponent(item.payNo ?? '')}`)
              : undefined
          }
        />
      )}
    />
  );
}

/**
 * /deposit (spec 000 §2): the margin account (available, frozen), the way to
 * top up and withdraw, and its flow with infinite scroll; the filter tabs read
 * search/margin, 全部 reads get/marginFlow.
 */
export default function DepositPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseFlowFilter(params.get('flow'));
  return (
    <>
      <NavHeader title="保证金" />
      <div className={styles.page}>
        <Account />
        <Tabs
          tabs={FLOW_FILTERS}
          activeKey={filter}
          onChange={(key) => setParams(key === 'ALL' ? {} : { flow: key }, { replace: true })}
        />
        <Flow key={filter} filter={filter} />
      </div>
    </>
  );
}
