import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentUser, hasToken } from '../../api/session/current-user';
import { userMessageOf } from '../../api/user-message';
import { positiveIntParam } from '../../lib/query-param';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { hasInAppHistory } from '../nav-header/back-action';
import { NavHeader } from '../nav-header/nav-header';
import { ErrorState } from '../query-state/error-state';
import { LoadingState } from '../query-state/loading-state';
import { FailureBlock } from '../status-block/status-block';
import { Button } from '../ui/button';
import { sellerAccess } from './seller-access';
import styles from './seller-only.module.css';

interface Props {
  /** The page's title, when its header is inside the gate (the gate then draws it). */
  title?: string;
  /** What the page needs the seller role for, said to a bidder (e.g. 直营订单需要卖家身份). */
  need: string;
  children: ReactNode;
}

/** spec 000 §3: the sellerId of the page address, stored at boot; null without one. */
export function storedSellerId(read: (key: string) => string | null = readItem): number | null {
  return positiveIntParam(read(STORAGE_KEYS.sellerId));
}

function NotSeller({ visitor, need }: { visitor: boolean; need: string }) {
  const navigate = useNavigate();
  const back = () => {
    if (hasInAppHistory(window.history.state)) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <div className={styles.notice} data-seller-only="">
      <FailureBlock
        title="该页面仅对卖家开放"
        description={visitor ? `${need}，请先登录卖家账号。` : `${need}，当前账号不是卖家账号。`}
      />
      <div className={styles.actions}>
        {visitor && (
          <Button block look="primary" onClick={() => void navigate('/login?redirect=%2F')}>
            去登录
          </Button>
        )}
        <Button block look={visitor ? 'default' : 'primary'} onClick={back}>
          返回
        </Button>
      </div>
    </div>
  );
}

function SellerCheck({
  header,
  need,
  children,
}: {
  header: ReactNode;
  need: string;
  children: ReactNode;
}) {
  const user = currentUser.use({});
  const access = sellerAccess({
    hasToken: true,
    userSellerId: user.data?.sellerId,
    lookup: user.view.kind,
    storedSellerId: storedSellerId(),
  });
  if (access === 'seller') return children;
  return (
    <>
      {header}
      {access === 'not-seller' ? (
        <NotSeller visitor={false} need={need} />
      ) : access === 'checking' ? (
        <LoadingState />
      ) : (
        <ErrorState
          title="账号信息加载失败"
          description={user.error ? userMessageOf(user.error) : undefined}
          onRetry={() => void user.refresh()}
        />
      )}
    </>
  );
}

/**
 * spec 000 §2/§6: a seller page says why it is closed to a visitor or a bidder, with a way
 * out, before any seller call (the server refuses them with CB0403 anyway). The page's own
 * reads start only under the gate. Who is a seller: seller-access.ts.
 */
export function SellerOnly({ title, need, children }: Props) {
  const header = title === undefined ? null : <NavHeader title={title} />;
  if (hasToken()) {
    return (
      <SellerCheck header={header} need={need}>
        {children}
      </SellerCheck>
    );
  }
  return (
    <>
      {header}
      <NotSeller visitor need={need} />
    </>
  );
}
