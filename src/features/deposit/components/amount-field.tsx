import styles from '../deposit.module.css';

/** An amount in yuan (decimal keypad on phones); the caller checks it with checkYuan. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  hint?: string;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        aria-label={label}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : (
        hint && <span className={styles.hint}>{hint}</span>
      )}
    </label>
  );
}
