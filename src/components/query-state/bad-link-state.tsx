import { useNavigate } from 'react-router-dom';
import { ErrorState } from './error-state';

/**
 * A page whose address names nothing it can show (a missing or malformed id in
 * the query): says so, and 返回 goes back to where the link came from.
 */
export function BadLinkState({
  title,
  description = '链接有误，请返回后重新选择',
}: {
  title: string;
  description?: string;
}) {
  const navigate = useNavigate();
  return (
    <ErrorState
      title={title}
      description={description}
      actionText="返回"
      onRetry={() => void navigate(-1)}
    />
  );
}
