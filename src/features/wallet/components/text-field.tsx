import { useId, type ReactNode } from 'react';
import styles from '../wallet.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  error?: string | null;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  /** A button at the end of the row (获取验证码). */
  suffix?: ReactNode;
}

/** One labelled text input of the wallet forms, with the rule it breaks under it. */
export function TextField(props: Props) {
  const { label, value, onChange, placeholder, error, inputMode = 'text', maxLength } = props;
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.fieldRow}>
        <label className={styles.fieldLabel} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={styles.input}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {props.suffix}
      </div>
      {error && (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
