import type { ReactNode } from 'react';
import styles from './ui.module.css';

interface Props {
  children: ReactNode;
  onClick: () => void;
  /** primary: filled; outline: primary-coloured border; default: neutral. */
  look?: 'primary' | 'outline' | 'default';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  disabled?: boolean;
  /** Shows a spinner; the button stays labelled by its text. */
  loading?: boolean;
}

/** antd-mobile's rounded Button look in a plain <button> (issue 6 budget). */
export function Button({
  children,
  onClick,
  look = 'default',
  size = 'middle',
  block = false,
  disabled = false,
  loading = false,
}: Props) {
  const classes = [
    styles.button,
    look !== 'default' && styles[look],
    size !== 'middle' && styles[size],
    block && styles.block,
  ].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={onClick}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
