import { Input, type InputProps } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import type { FieldBinding } from './use-form-fields';
import styles from './form.module.css';

type InputLook = Pick<InputProps, 'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'clearable'>;

interface Props extends FieldBinding, InputLook {
  label: string;
  /** Marks the field as required (the asterisk); the rule itself is the form's. */
  required?: boolean;
  /** A line under the field while it has no error (what the rule asks for). */
  help?: string;
  /** Beside the input, e.g. the button that sends an SMS code. */
  extra?: ReactNode;
}

/**
 * A labelled antd-mobile Input with its error line: antd-mobile's vertical Form.Item
 * look without Form (rc-field-form, async-validator and Popover's floating-ui are about
 * 33 KB gz, issue 13 §6). The value, error and change come from useFormFields.
 */
export function TextField({
  label,
  required,
  help,
  extra,
  value,
  error,
  onChange,
  ...input
}: Props) {
  const id = useId();
  const note = error ?? help;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {required && <span className={styles.required}>*</span>}
        {label}
      </label>
      <div className={styles.control}>
        <Input id={id} className={styles.input} value={value} onChange={onChange} {...input} />
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      {note && (
        <div className={error ? styles.error : styles.help} role={error ? 'alert' : undefined}>
          {note}
        </div>
      )}
    </div>
  );
}
