import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentUser, hasToken } from '../../../api/session/current-user';
import { userMessageOf } from '../../../api/user-message';
import { ErrorState } from '../../../components/query-state/error-state';
import { LoadingState } from '../../../components/query-state/loading-state';
import { hasInAppHistory } from '../../../components/nav-header/back-action';
import { FailureBlock } from '../../../components/status-block/status-block';
import { Button } from '../../../components/ui/button';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';
import styles from '../release.module.css';

/** A visitor or a bidder opened a seller page: say why it is closed, and offer a way out. */
function NotSeller({ visitor }: { visitor: boolean }) {
  const navigate = useNavigate();
  const back = () => {
    if (hasInAppHistory(window.history.state)) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <div className={styles.guard} data-release-guard="">
      <FailureBlock
        title="此页面仅对卖家开放"
        description={
          visitor
            ? '发布商品需要登录卖家账号，请先登录。'
            : '当前账号不是卖家账号，不能发布寄卖商品。'
        }
      />
      <div className={styles.actions}>
        {visitor && (
          <Button block look="primary" onClick={() => void navigate('/login?redirect=%2F')}>
            去登录
          </Button>
        )}
        <Button block onClick={back}>
          返回
        </Button>
      </div>
    </div>
  );
}

function SellerCheck({ children }: { children: ReactNode }) {
  const user = currentUser.use({});
  if (user.data) return user.data.sellerId !== null ? children : <NotSeller visitor={false} />;
  if (user.view.kind === 'loading') return <LoadingState />;
  // No user known (a first start offline): spec 000 §2, the launch address's sellerId decides.
  if (readItem(STORAGE_KEYS.sellerId)) return children;
  return (
    <ErrorState
      title="账号信息加载失败"
      description={user.error ? userMessageOf(user.error) : undefined}
      onRetry={() => void user.refresh()}
    />
  );
}

/**
 * spec 000 §2/§6 and issue 16: the goods-release pages are the seller's. The
 * server refuses others (CB0403) anyway; this says so before any call.
 */
export function SellerOnly({ children }: { children: ReactNode }) {
  return hasToken() ? <SellerCheck>{children}</SellerCheck> : <NotSeller visitor />;
}
