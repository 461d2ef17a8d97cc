import { Button } from '../../../components/ui/button';
import { defaultAddressRecord } from '../api/get-order-info';
import { useCreateOrder, useInsertItem } from '../api/order-changes';
import type { ConsignmentOrder } from '../api/get-order';
import { OfflineSubmitNotice, useCanSend } from './offline-submit';

interface Props {
  evaluationId: number;
  /** An order not shipped yet to add the evaluation to; null creates a new order. */
  orderId: number | null;
  onDone: (order: ConsignmentOrder) => void;
}

/** 创建寄卖订单 (create/v2 → create) or 加入订单 (enter/item/insert): one tap, one order. */
export function ConsignAction({ evaluationId, orderId, onDone }: Props) {
  const create = useCreateOrder();
  const insert = useInsertItem();
  const address = defaultAddressRecord.use({});
  const change = orderId === null ? create : insert;
  const online = useCanSend();
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
      {!online && <OfflineSubmitNotice />}
      <Button
        block
        look="primary"
        size="large"
        disabled={change.busy || !online}
        loading={change.busy}
        onClick={send}
      >
        {orderId === null ? '创建寄卖订单' : '加入订单'}
      </Button>
    </>
  );
}
