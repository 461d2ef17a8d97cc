import { Button, Result } from 'antd-mobile';
import { startSession } from '../../store/session-actions';
import styles from './home.module.css';

/** spec 000 §8: the user lookup failed (userId is already cleared). */
export function UserErrorCard({ message }: { message: string | null }) {
  return (
    <section className={styles.card} role="alert">
      <Result
        status="warning"
        title="获取用户信息失败"
        description={message ?? '请检查网络后重试'}
      />
      <div className={styles.cardActions}>
        <Button color="primary" shape="rounded" onClick={() => void startSession()}>
          重试
        </Button>
      </div>
    </section>
  );
}
