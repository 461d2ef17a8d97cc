import styles from '../deposit.module.css';

/** A labelled text input with its own error line (the caller checks with the contract's schema). */
export function TextField({
  label,
  value,
  onChange,
  secret = false,
  numeric = false,
  error,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  secret?: boolean;
  numeric?: boolean;
  error?: string | null;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        type={secret ? 'password' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
