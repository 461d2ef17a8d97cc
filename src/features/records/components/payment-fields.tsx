import { List, ListItem } from '../../../components/ui/list';
import type { PaymentView } from '../../../shared/contracts/payment-fields';
import { chinaDateTime, moneyOfCents } from '../record-text';

const STATUS_NAMES = {
  PENDING: '处理中',
  SUCCESS: '成功',
  FAILED: '失败',
  CANCELLED: '已取消',
} as const;

const KIND_NAMES: Record<PaymentView['kind'], string> = {
  MARGIN_TOPUP: '保证金充值',
  MARGIN_WITHDRAW: '保证金提现',
  ORDER_PAY: '订单支付',
  WALLET_RECHARGE: '钱包充值',
  WALLET_WITHDRAW: '钱包提现',
};

/** The payment behind a record: what, how much, the fee, what arrived, the (masked) card. */
export function PaymentFields({ payment }: { payment: PaymentView }) {
  return (
    <List>
      <ListItem extra={payment.payNo}>支付单号</ListItem>
      <ListItem extra={KIND_NAMES[payment.kind]}>业务</ListItem>
      <ListItem extra={STATUS_NAMES[payment.status]}>状态</ListItem>
      <ListItem extra={moneyOfCents(payment.amountCents)}>金额</ListItem>
      <ListItem extra={moneyOfCents(payment.feeCents)}>手续费</ListItem>
      <ListItem extra={moneyOfCents(payment.arriveCents)}>到账金额</ListItem>
      {payment.bankName && (
        <ListItem extra={`${payment.bankName} ${payment.cardNoMasked ?? ''}`}>银行卡</ListItem>
      )}
      <ListItem extra={chinaDateTime(payment.createdAt)}>创建时间</ListItem>
      {payment.settledAt !== null && (
        <ListItem extra={chinaDateTime(payment.settledAt)}>完成时间</ListItem>
      )}
    </List>
  );
}
