import { acceptsYuanTyping } from '../../../lib/yuan';
import styles from '../wallet.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The first rule the amount breaks (shown under the field), or null. */
  error: string | null;
  /** e.g. 全部提现: fills the field with every cent available. */
  fillText?: string;
  onFill?: () => void;
}

/** A yuan amount: digits and at most two decimals are all it accepts while typing. */
export function AmountField({ label, value, onChange, error, fillText, onFill }: Props) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <span className={styles.fieldRow}>
        <span aria-hidden="true">¥</span>
        <input
          className={styles.amountInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-label={label}
          value={value}
          onChange={(event) => {
            if (acceptsYuanTyping(event.target.value)) onChange(event.target.value);
          }}
        />
        {fillText && onFill && (
          <button type="button" className={styles.linkButton} onClick={onFill}>
            {fillText}
          </button>
        )}
      </span>
      {error && (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
