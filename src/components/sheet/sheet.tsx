import type { ReactNode } from 'react';
import styles from './sheet.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A bottom sheet over a mask that closes it: antd-mobile's Popup look with CSS
 * transitions instead of react-spring and @use-gesture (about 20 KB gz, issue 13 §6).
 * It stays mounted, so it slides out too; closed, it is hidden from taps, focus and
 * assistive technology (visibility). The caller keeps what it shows while it slides out.
 */
export function Sheet({ open, onClose, label, children }: Props) {
  return (
    <div className={open ? `${styles.root} ${styles.open}` : styles.root}>
      <div className={styles.mask} onClick={onClose} />
      <div className={styles.body} role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
