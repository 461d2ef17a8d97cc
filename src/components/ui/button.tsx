import type { ReactNode } from 'react';
import styles from './ui.module.css';

interface Props {
  children: ReactNode;
  /** Optional for a form's submit button (type submit): the form's onSubmit runs. */
  onClick?: () => void;
  type?: 'button' | 'submit';
  /** primary: filled; outline: primary-coloured border; default: neutral. */
  look?: 'primary' | 'outline' | 'default';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  disabled?: boolean;
  /** Shows a spinner; the button stays labelled by its text. */
  loading?: boolean;
  /** data-* markers (an A/B code parameter, a test hook) go onto the <button>. */
  [data: `data-${string}`]: string | undefined;
}

/** antd-mobile's rounded Button look in a plain <button> (issue 6 budget). */
export function Button({
  children,
  onClick,
  type = 'button',
  look = 'default',
  size = 'middle',
  block = false,
  disabled = false,
  loading = false,
  ...data
}: Props) {
  const classes = [
    styles.button,
    look !== 'default' && styles[look],
    size !== 'middle' && styles[size],
    block && styles.block,
  ].filter(Boolean);
  return (
    <button
      {...data}
      type={type}
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
