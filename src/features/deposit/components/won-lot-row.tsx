import { ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import { formatShortDateTime } from '../../../lib/date-format';
import type { WonLot } from '../../../shared/contracts/order-payments';
import { money } from '../amount';

const STATUS_TEXT = { UNPAID: '待支付', PAID: '已支付', CLOSED: '已关闭' } as const;

/** One won lot; an unpaid one opens the payment (or resumes the one the bank is processing). */
export function WonLotRow({ lot, onPay }: { lot: WonLot; onPay: (lot: WonLot) => void }) {
  const payable = lot.status === 'UNPAID';
  return (
    <ListItem
      description={
        payable
          ? `请于 ${formatShortDateTime(lot.payDeadline)} 前支付${lot.pendingPayNo ? ' · 支付处理中' : ''}`
          : `订单 ${lot.orderNo}`
      }
      extra={
        <>
          {money(lot.amountCents)} <Tag>{STATUS_TEXT[lot.status]}</Tag>
        </>
      }
      onClick={payable ? () => onPay(lot) : undefined}
    >
      {lot.title}
    </ListItem>
  );
}
