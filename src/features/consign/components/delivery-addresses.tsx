import { lazy, Suspense, useState } from 'react';
import { QueryView } from '../../../components/query-state/query-view';
import { LoadingState } from '../../../components/query-state/loading-state';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import {
  defaultAddressRecord,
  depositoryRecord,
  primaryAddressRecord,
  returnAddressesRecord,
} from '../api/get-order-info';
import styles from '../consign.module.css';
import { AddressBlock } from './address-block';

// The form is needed only when the seller adds an address: its own chunk (route budget).
const ReturnAddressForm = lazy(() => import('./return-address-form'));

/** Where the parcel goes: the platform warehouse of this order (v2/depositoryaddr). */
export function DepositoryAddress({ orderId }: { orderId: number }) {
  const depository = depositoryRecord.use({ orderId });
  return (
    <section className={styles.card} aria-label="寄件地址">
      <div className={styles.cardTitle}>请寄往平台仓库</div>
      <QueryView view={depository.view} onRetry={() => void depository.refresh()} loadingLines={2}>
        {depository.data && <AddressBlock address={depository.data} />}
      </QueryView>
    </section>
  );
}

/**
 * Where goods come back if inspection refuses them: the default return address
 * (addr/default), checked before shipping (validate/primaryaddress), among all
 * of the seller's (user/returnaddr).
 */
export function ReturnAddress() {
  const primary = primaryAddressRecord.use({});
  const current = defaultAddressRecord.use({});
  const all = returnAddressesRecord.use({});
  const others = (all.data?.list ?? []).filter((a) => a.id !== current.data?.address?.id);
  const [adding, setAdding] = useState(false);
  return (
    <section className={styles.card} aria-label="退回地址">
      <div className={styles.cardTitle}>退回地址</div>
      {primary.data && !primary.data.valid && <Notice tone="alert" text={primary.data.message} />}
      <QueryView view={current.view} onRetry={() => void current.refresh()} loadingLines={2}>
        {current.data?.address ? (
          <AddressBlock address={current.data.address} />
        ) : (
          <div className={styles.muted}>暂无默认退回地址</div>
        )}
      </QueryView>
      {others.length > 0 && <div className={styles.muted}>另有 {others.length} 个退回地址</div>}
      {adding ? (
        <Suspense fallback={<LoadingState lines={3} />}>
          <ReturnAddressForm onDone={() => setAdding(false)} />
        </Suspense>
      ) : (
        <Button size="small" look="outline" onClick={() => setAdding(true)}>
          新增退回地址
        </Button>
      )}
    </section>
  );
}
