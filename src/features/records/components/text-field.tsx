import type { InputHTMLAttributes } from 'react';
import styles from '../records.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A labelled plain input with its rule's message under it (no form library: route budget). */
export function TextField({ label, value, onChange, error, id, ...rest }: Props) {
  const errorId = `${id}-error`;
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <input
        {...rest}
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
