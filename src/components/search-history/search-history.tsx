import type { SearchScene } from '../../shared/contracts/seller-search';
import { QueryView } from '../query-state/query-view';
import { useClearSearch, useDeleteSearch } from './search-history-changes';
import { sceneInput, useSearchHistory } from './search-history-record';
import styles from './search-history.module.css';

interface Props {
  /** Whose keywords: the consignment's product search or the direct-sale search. */
  scene: SearchScene;
  /** The card's title (搜索历史, 最近搜索). */
  title: string;
  onPick: (keyword: string) => void;
}

/** A scene's saved keywords: tap to search again, × deletes one, 清空 deletes all. */
export function SearchHistory({ scene, title, onPick }: Props) {
  const history = useSearchHistory(scene);
  const remove = useDeleteSearch();
  const clear = useClearSearch();
  const records = history.data?.list ?? [];
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        {records.length > 0 && (
          <button
            type="button"
            className={styles.clear}
            disabled={clear.busy}
            onClick={() => clear.submit(sceneInput(scene))}
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
            <span key={record.id} className={styles.chip} data-history={record.keyword}>
              <button type="button" onClick={() => onPick(record.keyword)}>
                {record.keyword}
              </button>
              <button
                type="button"
                aria-label={`删除 ${record.keyword}`}
                disabled={remove.busy}
                onClick={() => remove.submit({ id: record.id, ...sceneInput(scene) })}
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
