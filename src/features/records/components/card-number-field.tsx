import { cardHint, groupCardNo } from '../card-form';
import styles from '../records.module.css';
import { TextField } from './text-field';

/** The card number, grouped by four as typed, with the bank read from its BIN under it. */
export function CardNumberField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const hint = cardHint(value);
  return (
    <div>
      <TextField
        id="bank-add-card"
        label="银行卡号"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="请输入本人借记卡卡号"
        value={value}
        onChange={(typed) => onChange(groupCardNo(typed))}
        error={error ?? hint.problem}
      />
      <div className={styles.hint} data-testid="card-bank" aria-live="polite">
        {hint.bank ? `所属银行：${hint.bank}` : ''}
      </div>
    </div>
  );
}
