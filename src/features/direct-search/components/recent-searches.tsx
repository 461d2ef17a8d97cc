import { QueryView } from '../../../components/query-state/query-view';
import { DIRECT_SCENE, useDirectSearchHistory } from '../api/get-search-history';
import { useClearDirectSearch, useDeleteDirectSearch } from '../api/search-history-changes';
import styles from '../direct-search.module.css';

/** The seller's recent direct-sale searches: tap to search again, × deletes one, 清空 all. */
export function RecentSearches({ onPick }: { onPick: (keyword: string) => void }) {
  const history = useDirectSearchHistory();
  const remove = useDeleteDirectSearch();
  const clear = useClearDirectSearch();
  const records = history.data?.list ?? [];
  return (
    <section className={styles.card} aria-label="最近搜索">
      <div className={styles.cardHead}>
        <span className={styles.cardTitle}>最近搜索</span>
        {records.length > 0 && (
          <button
            type="button"
            className={styles.clear}
            disabled={clear.busy}
            onClick={() => clear.submit(DIRECT_SCENE)}
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
          {records.map((record) => (
            <span key={record.id} className={styles.chip} data-recent={record.keyword}>
              <button type="button" onClick={() => onPick(record.keyword)}>
                {record.keyword}
              </button>
              <button
                type="button"
                aria-label={`删除 ${record.keyword}`}
                disabled={remove.busy}
                onClick={() => remove.submit({ id: record.id, ...DIRECT_SCENE })}
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
