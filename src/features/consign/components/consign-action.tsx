import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import { defaultAddressRecord } from '../api/get-order-info';
import { useCreateOrder, useInsertItem } from '../api/use-consign-changes';
import type { ConsignmentOrder } from '../known-order';

interface Props {
  evaluationId: number;
  /** An order not shipped yet to add the evaluation to; null creates a new order. */
  orderId: number | null;
  onDone: (order: ConsignmentOrder) => void;
}

/** 创建寄卖订单 (create/v2 → create) or 加入订单 (enter/item/insert): one tap, one order. */
export function ConsignAction({ evaluationId, orderId, onDone }: Props) {
  const create = useCreateOrder(evaluationId);
  const insert = useInsertItem(evaluationId);
  const address = defaultAddressRecord.use({});
  const change = orderId === null ? create : insert;
  const send = () => {
    if (orderId !== null) {
      insert.submit({ orderId, evaluationId }, { onSuccess: onDone });
      return;
    }
    const returnAddressId = address.data?.address?.id;
    create.submit({ evaluationIds: [evaluationId], returnAddressId }, { onSuccess: onDone });
  };
  return (
    <>
      {change.waitingForNetwork && <PendingSyncNotice />}
      <Button
        block
        look="primary"
        size="large"
        disabled={change.busy}
        loading={change.busy}
        onClick={send}
      >
        {change.waitingForNetwork ? '等待网络恢复' : orderId === null ? '创建寄卖订单' : '加入订单'}
      </Button>
    </>
  );
}
