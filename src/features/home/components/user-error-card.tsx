import { Button } from '../../../components/ui/button';
import { Result } from '../../../components/ui/result';
import styles from '../home.module.css';

interface Props {
  message: string;
  onRetry: () => void;
}

/** spec 000 §8: the user lookup failed (userId is already cleared) and nothing is cached. */
export function UserErrorCard({ message, onRetry }: Props) {
  return (
    <section className={styles.card} role="alert">
      <Result status="warning" title="获取用户信息失败" description={message} />
      <div className={styles.cardActions}>
        <Button look="primary" onClick={onRetry}>
          重试
        </Button>
      </div>
    </section>
  );
}
