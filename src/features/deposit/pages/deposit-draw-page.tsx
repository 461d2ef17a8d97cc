import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingState } from '../../../components/query-state/loading-state';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { useDrawCalc } from '../api/draw-margin';
import { ContractBlock } from '../components/contract-block';
import styles from '../deposit.module.css';

// The form (its changes, the offline account) loads beside the limits' request (route budget).
const DrawForm = lazy(() =>
  import('../components/draw-form').then((module) => ({ default: module.DrawForm })),
);

function NoPassword() {
  const navigate = useNavigate();
  return (
    <section className={styles.card}>
      <p>提现需要保证金密码，请先设置</p>
      <Button block look="primary" onClick={() => void navigate('/depositVerifyPhone')}>
        设置保证金密码
      </Button>
    </section>
  );
}

/**
 * /depositDraw: withdrawing margin. Spec 000 §2 names no margin-withdrawal
 * screen (/withdrawCash is the bank wallet's), so it is a page of this feature,
 * reached from /deposit. The amount is held at once; the bank posts or releases it.
 */
export default function DepositDrawPage() {
  const limits = useDrawCalc(0);
  return (
    <>
      <NavHeader title="保证金提现" />
      <div className={styles.page}>
        <QueryView
          view={limits.view}
          onRetry={() => void limits.refresh()}
          errorTitle="提现信息加载失败"
          errorDescription={limits.error ? userMessageOf(limits.error) : undefined}
        >
          {limits.data && !limits.data.hasPassword && <NoPassword />}
        </QueryView>
        <ContractBlock />
        <Suspense fallback={<LoadingState />}>
          <DrawForm />
        </Suspense>
      </div>
    </>
  );
}
