import { useNavigate } from 'react-router-dom';
import { centsToYuanText } from '../../../lib/yuan';
import { formatCents } from '../amount';
import { useWalletTransfer } from '../api/transfer';
import { useAmount } from '../use-amount';
import type { TransferDirection } from '../wallet-params';
import { AmountField } from './amount-field';
import { SubmitMoney } from './submit-money';
import styles from '../wallet.module.css';

const FROM_TO = {
  WALLET_TO_MARGIN: { from: '钱包', to: '保证金账户' },
  MARGIN_TO_WALLET: { from: '保证金账户', to: '钱包' },
} as const;

/**
 * A transfer between the wallet and the margin account, at once (no bank in
 * between): the amount is checked against what the source has before the
 * call; the answer opens /transferSuccess.
 */
export function TransferForm(props: { direction: TransferDirection; availableCents: number }) {
  const { direction, availableCents } = props;
  const navigate = useNavigate();
  const amount = useAmount({ kind: 'transfer', availableCents });
  const transfer = useWalletTransfer();
  const names = FROM_TO[direction];
  const submit = () => {
    if (!amount.check.ok) {
      amount.touch();
      return;
    }
    transfer.submit(
      { direction, amountCents: amount.check.cents },
      {
        onSuccess: (done) => {
          const query = `direction=${direction}&amount=${done.amountCents}&no=${done.transferNo}`;
          void navigate(`/transferSuccess?${query}`, { replace: true });
        },
      },
    );
  };
  return (
    <>
      <section className={styles.panel}>
        <div className={styles.lines}>
          <div className={styles.line}>
            <span>转出方</span>
            <span>{names.from}</span>
          </div>
          <div className={styles.line}>
            <span>转入方</span>
            <span>{names.to}</span>
          </div>
        </div>
        <AmountField
          label="转账金额"
          value={amount.text}
          onChange={amount.change}
          error={amount.error}
          fillText="全部"
          onFill={() => amount.change(centsToYuanText(availableCents))}
        />
        <p className={styles.hint}>
          {names.from}可用 ¥{formatCents(availableCents)}，转账实时到账
        </p>
      </section>
      <SubmitMoney text="确认转账" action="转账" busy={transfer.busy} onSubmit={submit} />
    </>
  );
}
