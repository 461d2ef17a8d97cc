import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { usePaymentResult } from '../api/get-results';
import { refreshMoney } from '../api/money-moved';
import { useRechargeCancel } from '../api/recharge';
import { WalletBalance } from '../components/wallet-balance';
import { DoneActions } from '../components/done-actions';
import { PaymentStatus } from '../components/payment-status';
import { paymentKindParam, serialParam, type PaymentKind } from '../wallet-params';
import styles from '../wallet.module.css';

function CancelRecharge({ payNo, onDone }: { payNo: string; onDone: () => void }) {
  const cancel = useRechargeCancel();
  return (
    <Button
      block
      disabled={cancel.busy}
      loading={cancel.busy}
      onClick={() =>
        cancel.submit(
          { payNo },
          {
            onSuccess: () => {
              void showToast('充值已取消');
              onDone();
            },
          },
        )
      }
    >
      取消充值
    </Button>
  );
}

function Result({ kind, payNo }: { kind: PaymentKind; payNo: string }) {
  const result = usePaymentResult(kind, payNo);
  const client = useQueryClient();
  const status = result.data?.status;
  // The bank settled while the page watched: the balances and records change now.
  useEffect(() => {
    if (status !== undefined && status !== 'PENDING') refreshMoney(client);
  }, [status, client]);
  return (
    <QueryView
      view={result.view}
      onRetry={() => void result.refresh()}
      errorTitle="交易结果加载失败"
      errorDescription={result.error ? userMessageOf(result.error) : undefined}
    >
      {result.data && (
        <>
          <PaymentStatus kind={kind} payment={result.data} />
          {kind === 'recharge' && status === 'PENDING' && (
            <CancelRecharge payNo={payNo} onDone={() => void result.refresh()} />
          )}
          <WalletBalance />
          <DoneActions />
        </>
      )}
    </QueryView>
  );
}

/**
 * /fundsTransferResult?kind=recharge|withdraw&payNo= (spec 000 §2): a bank
 * payment of the wallet, asked again while the bank has not settled it; a
 * pending recharge can be cancelled (nothing arrives).
 */
export default function FundsTransferResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = paymentKindParam(params.get('kind'));
  const payNo = serialParam(params.get('payNo'));
  return (
    <>
      <NavHeader title="交易结果" />
      <div className={styles.page}>
        {kind === null || payNo === null ? (
          <ErrorState
            title="交易记录不存在"
            description="链接有误，请到资金明细查看"
            actionText="返回钱包"
            onRetry={() => void navigate('/myWallet', { replace: true })}
          />
        ) : (
          <Result kind={kind} payNo={payNo} />
        )}
      </div>
    </>
  );
}
