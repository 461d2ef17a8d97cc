import type { ReactNode } from 'react';
import type { ViewState } from '../../api/query/view-state';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { OfflineCachedNotice } from './offline-notice';

interface Props {
  /** Decided by api/query/view-state.ts (useListQuery / useDetailQuery). */
  view: ViewState;
  onRetry: () => void;
  errorTitle?: string;
  errorDescription?: string;
  emptyTitle?: string;
  loadingLines?: number;
  /** Rendered only in the ready state. */
  children: ReactNode;
}

/** Loading, error with 重试, empty or the content, with the offline notice over cached data. */
export function QueryView({
  view,
  onRetry,
  errorTitle,
  errorDescription,
  emptyTitle,
  loadingLines,
  children,
}: Props) {
  return (
    <>
      {view.offlineCached && <OfflineCachedNotice />}
      {view.kind === 'loading' && <LoadingState lines={loadingLines} />}
      {view.kind === 'error' && (
        <ErrorState title={errorTitle} description={errorDescription} onRetry={onRetry} />
      )}
      {view.kind === 'empty' && <EmptyState title={emptyTitle} />}
      {view.kind === 'ready' && children}
    </>
  );
}
