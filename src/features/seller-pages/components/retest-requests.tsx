import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import { useRetestList } from '../api/get-retest-list';
import { formatDay } from '../format-day';
import styles from '../seller-pages.module.css';

/** 我的复检申请: the latest 20, newest first, with the platform's answer. */
export function RetestRequests() {
  const list = useRetestList();
  return (
    <section aria-label="我的复检申请">
      <h2 className={styles.cardTitle}>我的复检申请</h2>
      <QueryView
        view={list.view}
        onRetry={() => void list.refresh()}
        emptyTitle="暂无复检申请"
        errorTitle="复检申请加载失败"
      >
        <List>
          {list.data?.list.map((request) => (
            <ListItem
              key={request.id}
              description={`${request.reason} · ${formatDay(request.createdAt)}`}
              extra={<Tag>{request.statusLabel}</Tag>}
            >
              {`${request.productName} ${request.skuName}`}
            </ListItem>
          ))}
        </List>
        {list.data && list.data.total > list.data.list.length && (
          <p className={styles.hint}>仅显示最近 {list.data.list.length} 条申请</p>
        )}
      </QueryView>
    </section>
  );
}
