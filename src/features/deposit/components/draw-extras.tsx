import type { OfflineAccount } from '../draw-input';
import { money } from '../amount';
import { TextField } from './text-field';
import styles from '../deposit.module.css';

/** The fee and what arrives for the typed amount, as draw/margin/calculate/v2 answered. */
export function DrawCalc({
  calc,
}: {
  calc: { feeCents: number; arriveCents: number; allowed: boolean; reason: string | null };
}) {
  return (
    <div data-testid="draw-calc">
      <div className={styles.row}>
        <span>手续费</span>
        <span>{money(calc.feeCents)}</span>
      </div>
      <div className={styles.row}>
        <span>预计到账</span>
        <span>{money(calc.arriveCents)}</span>
      </div>
      {!calc.allowed && calc.reason && <div className={styles.error}>{calc.reason}</div>}
    </div>
  );
}

/** The account an offline withdrawal goes to (processed by hand). */
export function OfflineAccountFields({
  account,
  onChange,
}: {
  account: OfflineAccount;
  onChange: (account: OfflineAccount) => void;
}) {
  return (
    <>
      <TextField
        label="户名"
        value={account.accountName}
        onChange={(v) => onChange({ ...account, accountName: v })}
      />
      <TextField
        label="开户银行"
        value={account.bankName}
        onChange={(v) => onChange({ ...account, bankName: v })}
      />
      <TextField
        label="银行账号"
        numeric
        value={account.accountNo}
        onChange={(v) => onChange({ ...account, accountNo: v })}
      />
    </>
  );
}
