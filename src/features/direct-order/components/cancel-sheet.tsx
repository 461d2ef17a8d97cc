import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
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
}

/**
 * 取消订单 asks first. A refusal (the order moved on meanwhile, CB0430) keeps
 * the sheet open with the server's words, and the lists and counts are asked
 * again so the screen shows the order's real state behind it.
 */
export default function CancelSheet({ target, open, onClose }: Props) {
  const client = useQueryClient();
  const cancel = useCancelOrder();
  // What went wrong, and whether the server decided (asking again cannot help then).
  const [refusal, setRefusal] = useState<{ message: string; final: boolean } | null>(null);
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
          // The caches are being refreshed (cancel-order.ts): the row and counts follow.
          void showToast('订单已取消');
          close();
        },
        onError: (error) => {
          const final = isApiError(error) && error.kind === 'business';
          setRefusal({ message: userMessageOf(error), final });
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
            {refusal.message}
          </p>
        )}
        <Button
          block
          look="primary"
          disabled={cancel.busy || refusal?.final === true}
          loading={cancel.busy}
          onClick={confirm}
        >
          {refusal !== null && !refusal.final ? '重试' : '确定取消'}
        </Button>
        <Button block onClick={close}>
          {refusal?.final ? '知道了' : '再想想'}
        </Button>
      </div>
    </Sheet>
  );
}
