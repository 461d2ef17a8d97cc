import { Button } from '../../../components/ui/button';
import styles from '../direct-goods.module.css';

/** The batch-return bar under the list: how many are picked, and the return. */
export function BatchBar({ count, onReturn }: { count: number; onReturn: () => void }) {
  return (
    <div className={styles.bar} role="region" aria-label="批量退回">
      <span>已选 {count} 件</span>
      <Button look="primary" disabled={count === 0} onClick={onReturn}>
        申请退回
      </Button>
    </div>
  );
}
