import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useDelivery, useExpressUpdate } from '../api/order-changes';
import { EMPTY_EXPRESS, expressDraft, expressInput } from '../express-form';
import { useFormDraft } from '../form-draft';
import type { ConsignmentOrder } from '../api/get-order';
import styles from '../consign.module.css';
import { ExpressFields } from './express-fields';
import { OfflineSubmitNotice, useCanSend } from './offline-submit';

interface Props {
  orderId: number;
  /** Shipped already: the form changes the number (express/update) instead of shipping. */
  shipped: boolean;
  /** After the server's answer (the change has already put the order in the cache). */
  onDone?: (order: ConsignmentOrder) => void;
}

/** 填写物流 (delivery) or 修改快递单号 (express/update), typed offline and kept as a draft. */
export function ExpressCard({ orderId, shipped, onDone }: Props) {
  const draft = useFormDraft(
    `${shipped ? 'express' : 'delivery'}:${orderId}`,
    expressDraft,
    EMPTY_EXPRESS,
  );
  const deliver = useDelivery();
  const update = useExpressUpdate();
  const change = shipped ? update : deliver;
  const [error, setError] = useState<string | null>(null);
  const online = useCanSend();
  const send = () => {
    const checked = expressInput(orderId, draft.value);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    const onSuccess = (order: ConsignmentOrder) => {
      draft.clear();
      onDone?.(order);
    };
    change.submit(checked.input, { onSuccess });
  };
  return (
    <section className={styles.card} aria-label={shipped ? '修改快递单号' : '填写物流'}>
      <div className={styles.cardTitle}>{shipped ? '修改快递单号' : '填写物流'}</div>
      {draft.restored && <Notice tone="info" text="已恢复您上次未提交的快递信息" />}
      <div className={styles.page} style={{ padding: 0 }}>
        <ExpressFields value={draft.value} onChange={draft.set} />
        {error && (
          <div className={styles.error} role="alert">
            {error}
          </div>
        )}
        {!online && <OfflineSubmitNotice />}
        <Button
          block
          look="primary"
          disabled={change.busy || !online}
          loading={change.busy}
          onClick={send}
        >
          {shipped ? '确认修改' : '确认发货'}
        </Button>
      </div>
    </section>
  );
}
