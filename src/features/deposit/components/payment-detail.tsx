import { List, ListItem } from '../../../components/ui/list';
import { formatShortDateTime } from '../../../lib/date-format';
import type { PaymentView } from '../../../shared/contracts/payment-fields';
import { money } from '../amount';

const KIND_TEXT = {
  MARGIN_TOPUP: '保证金充值',
  MARGIN_WITHDRAW: '保证金提现',
  ORDER_PAY: '订单支付',
  WALLET_RECHARGE: '钱包充值',
  WALLET_WITHDRAW: '钱包提现',
} as const;
const METHOD_TEXT = { BANK_CARD: '银行卡', MARGIN: '保证金', OFFLINE: '线下转账' } as const;
const STATUS_TEXT = {
  PENDING: '处理中',
  SUCCESS: '成功',
  FAILED: '失败',
  CANCELLED: '已取消',
} as const;

/** Every fact of one payment, card numbers as the server masked them. */
export function PaymentDetail({ payment }: { payment: PaymentView }) {
  const rows: Array<[string, string]> = [
    ['支付单号', payment.payNo],
    ['类型', KIND_TEXT[payment.kind]],
    ['状态', STATUS_TEXT[payment.status]],
    ['金额', `${money(payment.amountCents)} 元`],
    ['手续费', `${money(payment.feeCents)} 元`],
    ['到账金额', `${money(payment.arriveCents)} 元`],
    ['支付方式', METHOD_TEXT[payment.method]],
  ];
  if (payment.bankName) rows.push(['银行卡', `${payment.bankName} ${payment.cardNoMasked ?? ''}`]);
  rows.push(['创建时间', formatShortDateTime(payment.createdAt)]);
  if (payment.settledAt !== null) rows.push(['完成时间', formatShortDateTime(payment.settledAt)]);
  return (
    <List>
      {rows.map(([label, value]) => (
        <ListItem key={label} extra={value}>
          {label}
        </ListItem>
      ))}
    </List>
  );
}
