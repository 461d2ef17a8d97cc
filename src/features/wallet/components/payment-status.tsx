import type * as z from 'zod/mini';
import type { walletPayment } from '../../../shared/contracts/wallet-fields';
import { formatCents } from '../amount';
import type { PaymentKind } from '../wallet-params';
import styles from '../wallet.module.css';

export type WalletPayment = z.infer<typeof walletPayment>;

const NAME = { recharge: '充值', withdraw: '提现' } as const;

function headline(kind: PaymentKind, status: WalletPayment['status']): string {
  switch (status) {
    case 'PENDING':
      return `${NAME[kind]}处理中`;
    case 'SUCCESS':
      return `${NAME[kind]}成功`;
    case 'FAILED':
      return `${NAME[kind]}失败`;
    case 'CANCELLED':
      return `${NAME[kind]}已取消`;
  }
}

function explanation(kind: PaymentKind, status: WalletPayment['status']): string {
  if (status === 'PENDING')
    return kind === 'recharge' ? '等待银行确认，确认后资金到账' : '等待银行处理，提现金额已冻结';
  if (status === 'SUCCESS') return kind === 'recharge' ? '资金已到账钱包' : '资金已转至银行卡';
  return kind === 'recharge' ? '银行未扣款，钱包余额不变' : '冻结金额已退回钱包';
}

/** One recharge or withdrawal as the bank left it, every figure from the server. */
export function PaymentStatus({ kind, payment }: { kind: PaymentKind; payment: WalletPayment }) {
  return (
    <section className={styles.status} aria-label="交易结果" data-payment-status={payment.status}>
      <div className={styles.statusTitle}>{headline(kind, payment.status)}</div>
      <div className={styles.statusAmount}>¥{formatCents(payment.amountCents)}</div>
      <p className={styles.hint}>{explanation(kind, payment.status)}</p>
      <div className={styles.lines}>
        {kind === 'withdraw' && (
          <>
            <div className={styles.line}>
              <span>手续费</span>
              <span>¥{formatCents(payment.feeCents)}</span>
            </div>
            <div className={styles.line}>
              <span>实际到账</span>
              <span>¥{formatCents(payment.arriveCents)}</span>
            </div>
          </>
        )}
        <div className={styles.line}>
          <span>银行卡</span>
          <span>
            {payment.bankName ?? '—'} {payment.cardNoMasked ?? ''}
          </span>
        </div>
        <div className={styles.line}>
          <span>交易号</span>
          <span>{payment.payNo}</span>
        </div>
      </div>
    </section>
  );
}
