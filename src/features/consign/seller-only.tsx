import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { NavHeader } from '../../components/nav-header/nav-header';
import { Button } from '../../components/ui/button';
import { FailureBlock } from '../../components/status-block/status-block';
import { BUSINESS_ERRORS } from '../../shared/codes';
import { hasSellerId } from './seller-role';
import styles from './consign.module.css';

/** The explanation a visitor or a bidder sees instead of a seller page, with a way back. */
export function SellerOnlyNotice({ title }: { title: string }) {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <>
      <NavHeader title={title} />
      <div className={styles.page} data-seller-only>
        <FailureBlock
          title="该页面仅对卖家开放"
          description="寄卖估价、下单与发货需要卖家身份，请从卖家入口进入；您可以返回继续浏览"
        />
        <Button block look="primary" onClick={back}>
          返回
        </Button>
      </div>
    </>
  );
}

/**
 * spec 000 §2/§3: the seller role is the `sellerId` of the address (stored at
 * boot). Without it the page explains itself instead of firing seller calls
 * that could only fail.
 */
export function SellerOnly({ title, children }: { title: string; children: ReactNode }) {
  if (!hasSellerId()) return <SellerOnlyNotice title={title} />;
  return <>{children}</>;
}

/** The server refused the user as a seller (CB0403): a stale sellerId in storage. */
export function isNotSeller(error: unknown): boolean {
  return isApiError(error) && error.code === BUSINESS_ERRORS.forbidden.code;
}
