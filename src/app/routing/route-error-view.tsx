import { FailureBlock } from '../../components/status-block/status-block';
import { classifyRouteError, ROUTE_ERROR_COPY } from './route-error';
import styles from './routing.module.css';

interface Props {
  error: unknown;
  onRetry: () => void;
}

export function RouteErrorView({ error, onRetry }: Props) {
  const copy = ROUTE_ERROR_COPY[classifyRouteError(error)];
  return (
    <div className={styles.center} role="alert">
      <FailureBlock title={copy.title} description={copy.description} />
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onRetry}>
          重试
        </button>
        <button type="button" className={styles.button} onClick={() => window.location.assign('/')}>
          返回首页
        </button>
      </div>
    </div>
  );
}
