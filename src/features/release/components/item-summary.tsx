import { QueryView } from '../../../components/query-state/query-view';
import { Notice } from '../../../components/ui/notice';
import { levelLimitRecord } from '../api/get-release-info';
import styles from '../release.module.css';

/** The item's inspected grade and whether it may go to auction (is/evaluation/level/limit). */
export function ItemSummary({ itemId }: { itemId: number }) {
  const limit = levelLimitRecord.use({ itemId });
  return (
    <section className={styles.card} aria-label="质检结果">
      <div className={styles.cardTitle}>商品 #{itemId}</div>
      <QueryView view={limit.view} onRetry={() => void limit.refresh()} loadingLines={1}>
        {limit.data && (
          <>
            <div className={styles.hint}>
              质检等级 {limit.data.grade ?? '待质检'}（最低上拍等级 {limit.data.minGrade}）
            </div>
            {limit.data.limited && (
              <Notice tone="alert" text="质检等级过低，该商品不能上拍，平台将安排退回" />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
