import { Button } from '../../../components/ui/button';
import styles from '../deposit.module.css';

/** A small bottom sheet asking to confirm (plain markup: no animated antd-mobile Dialog). */
export function ConfirmSheet({
  message,
  onConfirm,
  onCancel,
}: {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={styles.sheet} role="dialog" aria-modal="true" aria-label="请确认">
      <div className={styles.sheetBody}>
        <p>{message}</p>
        <div className={styles.actions}>
          <Button onClick={onCancel}>取消</Button>
          <Button look="primary" onClick={onConfirm}>
            确认
          </Button>
        </div>
      </div>
    </div>
  );
}
