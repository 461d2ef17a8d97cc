import { Fragment, type ReactNode } from 'react';
import type { ListQuery } from '../../api/query/use-list-query';
import { QUERY_STATE_COPY } from '../query-state/copy';
import { QueryView } from '../query-state/query-view';
import { List } from '../ui/list';
import { LoadMore } from './load-more';
import { PullToRefresh } from './pull-to-refresh';
import styles from './paged-list.module.css';

interface Props<T> {
  /** useListQuery(...) of the screen's api file. */
  query: ListQuery<T>;
  /** One row, usually a ListItem of components/ui/list. */
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  emptyTitle?: string;
  errorTitle?: string;
  errorDescription?: string;
  online: boolean;
}

function Footer({
  hasMore,
  failed,
  retry,
  online,
}: {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
  online: boolean;
}) {
  if (failed) {
    return (
      <span className={styles.footer}>
        {QUERY_STATE_COPY.loadMoreFailed}
        <button type="button" className={styles.retry} onClick={retry}>
          {QUERY_STATE_COPY.retry}
        </button>
      </span>
    );
  }
  if (hasMore) return <span className={styles.footer}>{QUERY_STATE_COPY.loading}</span>;
  return (
    <span className={styles.footer}>
      {online ? QUERY_STATE_COPY.noMore : QUERY_STATE_COPY.offlineNoMore}
    </span>
  );
}

/**
 * The list pattern of every paged screen: pull to refresh, infinite scroll
 * (pages from 1, more while items < total), and the shared loading, empty,
 * error and offline states. The screen supplies the query and the row.
 */
export function PagedList<T>({
  query,
  renderItem,
  keyOf,
  emptyTitle,
  errorTitle,
  errorDescription,
  online,
}: Props<T>) {
  const retry = () => void query.refresh();
  return (
    <PullToRefresh onRefresh={query.refresh}>
      <QueryView
        view={query.view}
        onRetry={retry}
        emptyTitle={emptyTitle}
        errorTitle={errorTitle}
        errorDescription={errorDescription}
      >
        <List>
          {query.items.map((item) => (
            <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
          ))}
        </List>
        <LoadMore loadMore={query.loadMore} hasMore={query.hasMore}>
          {(hasMore, failed, retryMore) => (
            <Footer hasMore={hasMore} failed={failed} retry={retryMore} online={online} />
          )}
        </LoadMore>
      </QueryView>
    </PullToRefresh>
  );
}
