import { QueryView } from '../../../components/query-state/query-view';
import { useSearchHistory } from '../api/get-search-history';
import { useClearSearch, useDeleteSearch } from '../api/search-history-changes';
import styles from '../consign.module.css';

/** The saved keywords: tap to search again, × deletes one, 清空 deletes all. */
export function SearchHistory({ onPick }: { onPick: (keyword: string) => void }) {
  const history = useSearchHistory();
  const remove = useDeleteSearch();
  const clear = useClearSearch();
  return (
    <section className={styles.card} aria-label="搜索历史">
      <div className={styles.row}>
        <span className={styles.cardTitle} style={{ flex: 1 }}>
          搜索历史
        </span>
        {(history.data?.list.length ?? 0) > 0 && (
          <button
            type="button"
            className={styles.chip}
            disabled={clear.busy}
            onClick={() => clear.submit({})}
          >
            清空
          </button>
        )}
      </div>
      <QueryView
        view={history.view}
        onRetry={() => void history.refresh()}
        emptyTitle="暂无搜索记录"
      >
        <div className={styles.chips}>
          {history.data?.list.map((record) => (
            <span key={record.id} className={styles.chip} data-history={record.keyword}>
              <button type="button" onClick={() => onPick(record.keyword)}>
                {record.keyword}
              </button>
              <button
                type="button"
                aria-label={`删除 ${record.keyword}`}
                disabled={remove.busy}
                onClick={() => remove.submit({ id: record.id })}
              >
                ×
              </button>
            </span>
          ))}
        </div>
      </QueryView>
    </section>
  );
}
