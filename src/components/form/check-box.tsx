import type { ReactNode } from 'react';
import styles from './check-box.module.css';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/**
 * A round checkbox with its label (antd-mobile Checkbox's look): a native input, so a
 * tap on the text toggles it and it needs no script of antd-mobile's (issue 13 §6).
 */
export function CheckBox({ checked, onChange, children }: Props) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
