import { FailureBlock } from '../status-block/status-block';
import { Button } from '../ui/button';
import { QUERY_STATE_COPY } from './copy';
import styles from './query-state.module.css';

interface Props {
  /** What failed, e.g. 银行卡加载失败. */
  title?: string;
  /** Why, in words a user can act on (userMessageOf(error)). */
  description?: string;
  onRetry: () => void;
  /** The button's text when it does something else than asking again (e.g. 返回). */
  actionText?: string;
}

/** Nothing to show because the load failed; 重试 asks again. */
export function ErrorState({
  title = QUERY_STATE_COPY.errorTitle,
  description = QUERY_STATE_COPY.errorDescription,
  onRetry,
  actionText = QUERY_STATE_COPY.retry,
}: Props) {
  return (
    <div className={styles.state} role="alert">
      <FailureBlock title={title} description={description} />
      <Button size="small" look="outline" onClick={onRetry}>
        {actionText}
      </Button>
    </div>
  );
}
