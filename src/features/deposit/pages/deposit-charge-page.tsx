import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../components/query-state/loading-state';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { usePaymentChannels, useTopUpLimits, useTopUpMethods } from '../api/top-up-reads';
import { payNoFromParam } from '../pay-params';
import styles from '../deposit.module.css';

// The progress part (polling, cancel) loads when a payment exists: the form opens lighter (route budget).
const PaymentProgress = lazy(() =>
  import('../components/payment-progress').then((module) => ({ default: module.PaymentProgress })),
);

// The form (its checks and the start) is fetched beside the limits' request, shown with them.
const loadChargeForm = () => import('../components/charge-form');
const ChargeForm = lazy(() => loadChargeForm().then((module) => ({ default: module.ChargeForm })));

function Methods() {
  const methods = useTopUpMethods();
  return (
    <QueryView
      view={methods.view}
      onRetry={() => void methods.refresh()}
      errorTitle="支付方式加载失败"
    >
      <List>
        {methods.data?.methods.map((method) => (
          <ListItem
            key={method.method}
            description={method.note}
            extra={method.enabled ? '可用' : '不可用'}
          >
            {method.name}
          </ListItem>
        ))}
      </List>
    </QueryView>
  );
}

function Charge({ onStarted }: { onStarted: (payNo: string) => void }) {
  const limits = useTopUpLimits();
  const channels = usePaymentChannels();
  const failed = limits.error ?? channels.error;
  useEffect(() => {
    void loadChargeForm();
  }, []);
  return (
    <QueryView
      view={limits.data ? channels.view : limits.view}
      onRetry={() => void Promise.all([limits.refresh(), channels.refresh()])}
      errorTitle="充值信息加载失败"
      errorDescription={failed ? userMessageOf(failed) : undefined}
    >
      {limits.data && channels.data && (
        <Suspense fallback={<LoadingState />}>
          <ChargeForm
            limits={limits.data}
            channels={channels.data.channels}
            onStarted={onStarted}
          />
        </Suspense>
      )}
    </QueryView>
  );
}

/**
 * /depositCharge (spec 000 §2): tops up the margin account from a bank card.
 * Once started, the payment's number is kept in the address (?payNo=…), so a
 * reload finds the payment and follows it to its result instead of starting another.
 */
export default function DepositChargePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('payNo');
  const payNo = payNoFromParam(raw);
  return (
    <>
      <NavHeader title="保证金充值" />
      <div className={styles.page}>
        {raw === null ? (
          <>
            <Methods />
            <Charge onStarted={(started) => setParams({ payNo: started }, { replace: true })} />
          </>
        ) : payNo === null ? (
          <ErrorState
            title="支付单不存在"
            description="链接有误，请返回后重试"
            actionText="返回"
            onRetry={() => void navigate(-1)}
          />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <PaymentProgress payNo={payNo} doneTo="/deposit" />
          </Suspense>
        )}
      </div>
    </>
  );
}
