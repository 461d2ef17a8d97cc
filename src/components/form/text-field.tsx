import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { FieldBinding } from './use-form-fields';
import styles from './form.module.css';

interface InputLook {
  type?: 'text' | 'password' | 'tel' | 'number' | 'email' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  /** A clear button while the field has focus and a value, as antd-mobile's Input. */
  clearable?: boolean;
}

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
 * A labelled input with its error line: antd-mobile's vertical Form.Item look without its
 * Form (rc-field-form, async-validator and Popover's floating-ui are about 33 KB gz), and a
 * plain <input> with antd-mobile Input's look and clear button instead of Input itself,
 * whose ConfigProvider, locale and icon cost a form screen 4 KB gz (issue 13 §6). The
 * value, error and change come from useFormFields.
 */
export function TextField({
  label,
  required,
  help,
  extra,
  value,
  error,
  onChange,
  clearable = false,
  ...input
}: Props) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const note = error ?? help;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {required && <span className={styles.required}>*</span>}
        {label}
      </label>
      <div className={styles.control}>
        <div className={styles.input}>
          <input
            id={id}
            className={styles.element}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            {...input}
          />
          {clearable && focused && value !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label="清除"
              // Keeps the focus (and the keyboard) in the field, as antd-mobile's Input.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChange('')}
            />
          )}
        </div>
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
