import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { usePaymentChannels, useTopUpLimits, useTopUpMethods } from '../api/top-up-reads';
import { ChargeForm } from '../components/charge-form';
import { PaymentProgress } from '../components/payment-progress';
import { payNoFromParam } from '../pay-params';
import styles from '../deposit.module.css';

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
  return (
    <QueryView
      view={limits.data ? channels.view : limits.view}
      onRetry={() => void Promise.all([limits.refresh(), channels.refresh()])}
      errorTitle="充值信息加载失败"
      errorDescription={failed ? userMessageOf(failed) : undefined}
    >
      {limits.data && channels.data && (
        <ChargeForm limits={limits.data} channels={channels.data.channels} onStarted={onStarted} />
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
          <PaymentProgress payNo={payNo} doneTo="/deposit" />
        )}
      </div>
    </>
  );
}
