import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavHeader } from '../../components/nav-header/nav-header';
import { EmptyBlock } from '../../components/status-block/status-block';
import { Button } from '../../components/ui/button';
import { positiveIntParam } from '../../lib/query-param';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import styles from './direct-order.module.css';

/**
 * spec 000 §2/§3: the seller role is the `sellerId` of the address (stored at
 * boot). Without it the page explains itself instead of firing seller calls
 * that could only fail. (The consign area has the same gate; a feature may not
 * import another, so this copy waits to move down to src/components.)
 */
export function SellerGate({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  if (positiveIntParam(readItem(STORAGE_KEYS.sellerId)) !== null) return <>{children}</>;
  return (
    <>
      <NavHeader title={title} />
      <div className={styles.page} data-seller-only>
        <EmptyBlock
          title="该页面仅对卖家开放"
          description="直营订单需要卖家身份，请从卖家入口进入"
        />
        <Button block look="primary" onClick={() => void navigate('/', { replace: true })}>
          返回首页
        </Button>
      </div>
    </>
  );
}
