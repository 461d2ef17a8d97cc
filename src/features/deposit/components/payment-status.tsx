import { Result } from '../../../components/ui/result';
import type { PaymentView } from '../../../shared/contracts/payment-fields';
import { money } from '../amount';

const STATUS_TEXT = {
  PENDING: { title: '支付处理中', status: 'info' },
  SUCCESS: { title: '支付成功', status: 'info' },
  FAILED: { title: '支付失败', status: 'warning' },
  CANCELLED: { title: '支付已取消', status: 'warning' },
} as const;

/** A payment's outcome in one block: its status, amount and what it was for. */
export function PaymentStatus({ payment }: { payment: PaymentView }) {
  const text = STATUS_TEXT[payment.status];
  const description =
    payment.status === 'PENDING'
      ? `${payment.title} ${money(payment.amountCents)} 元，正在等待银行处理`
      : `${payment.title} ${money(payment.amountCents)} 元`;
  return (
    <div data-payment-status={payment.status}>
      <Result status={text.status} title={text.title} description={description} />
    </div>
  );
}
