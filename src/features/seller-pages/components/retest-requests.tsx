import { useIsOnline } from '../../../api/query/use-online';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import { useRetestList } from '../api/get-retest-list';
import { formatDay } from '../format-day';
import styles from '../seller-pages.module.css';

/** 我的复检申请: newest first, with the platform's answer. */
export function RetestRequests() {
  const list = useRetestList();
  const online = useIsOnline();
  return (
    <section aria-label="我的复检申请">
      <h2 className={styles.cardTitle}>我的复检申请</h2>
      <PagedList
        query={list}
        online={online}
        keyOf={(request) => request.id}
        emptyTitle="暂无复检申请"
        errorTitle="复检申请加载失败"
        renderItem={(request) => (
          <ListItem
            description={`${request.reason} · ${formatDay(request.createdAt)}`}
            extra={<Tag>{request.statusLabel}</Tag>}
          >
            {`${request.productName} ${request.skuName}`}
          </ListItem>
        )}
      />
    </section>
  );
}
