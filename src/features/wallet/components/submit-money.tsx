import { useIsOnline } from '../../../api/query/use-online';
import { Button } from '../../../components/ui/button';
import { OfflineMoneyNotice } from './offline-money-notice';
import styles from '../wallet.module.css';

interface Props {
  text: string;
  /** What the notice calls the movement offline (转账, 提现, 充值). */
  action: string;
  busy: boolean;
  disabled?: boolean;
  onSubmit: () => void;
}

/**
 * The button that moves money: disabled while its call is in flight (a double
 * tap goes once, useChange) and while offline, with the notice that it will
 * not be sent offline.
 */
export function SubmitMoney({ text, action, busy, disabled = false, onSubmit }: Props) {
  const online = useIsOnline();
  return (
    <div className={styles.lines}>
      {!online && <OfflineMoneyNotice action={action} />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || busy || disabled}
        loading={busy}
        onClick={onSubmit}
      >
        {text}
      </Button>
    </div>
  );
}
