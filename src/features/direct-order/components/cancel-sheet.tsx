import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessageOf } from '../../../api/user-message';
import { Sheet } from '../../../components/sheet/sheet';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { refreshOrders, useCancelOrder } from '../api/cancel-order';
import styles from '../direct-order.module.css';

export interface CancelTarget {
  orderId: number;
  orderNo: string;
}

interface Props {
  /** The order asked about; kept while the sheet slides out. */
  target: CancelTarget | null;
  open: boolean;
  onClose: () => void;
  /** After the server cancelled it (the caches are refreshed already). */
  onCancelled?: () => void;
}

/**
 * 取消订单 asks first. A refusal (the order moved on meanwhile, CB0430) keeps
 * the sheet open with the server's words, and the lists and counts are asked
 * again so the screen shows the order's real state behind it.
 */
export default function CancelSheet({ target, open, onClose, onCancelled }: Props) {
  const client = useQueryClient();
  const cancel = useCancelOrder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (target === null) return;
    setRefusal(null);
    cancel.submit(
      { orderId: target.orderId },
      {
        onSuccess: () => {
          showToast('订单已取消');
          close();
          onCancelled?.();
        },
        onError: (error) => {
          setRefusal(userMessageOf(error));
          void refreshOrders(client);
        },
      },
    );
  };
  return (
    <Sheet open={open} onClose={close} label="取消订单">
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>确定取消订单？</h2>
        <p className={styles.muted}>订单 {target?.orderNo} 取消后不能恢复，商品无需寄出。</p>
        {refusal !== null && (
          <p className={styles.refused} role="alert" data-cancel-refused>
            {refusal}
          </p>
        )}
        <Button
          block
          look="primary"
          disabled={cancel.busy || refusal !== null}
          loading={cancel.busy}
          onClick={confirm}
        >
          确定取消
        </Button>
        <Button block onClick={close}>
          {refusal === null ? '再想想' : '知道了'}
        </Button>
      </div>
    </Sheet>
  );
}
