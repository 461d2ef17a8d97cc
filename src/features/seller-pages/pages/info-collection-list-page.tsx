import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import { useInfoCollection } from '../api/get-info-collection';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../seller-pages.module.css';

function InfoCollection() {
  const info = useInfoCollection();
  return (
    <QueryView
      view={info.view}
      onRetry={() => void info.refresh()}
      errorTitle="个人信息收集清单加载失败"
      errorDescription={info.error ? userMessageOf(info.error) : undefined}
      emptyTitle="暂无收集的个人信息"
    >
      <section className={styles.card} aria-label="个人信息收集清单">
        <p className={styles.hint}>
          根据《个人信息保护法》等规定，以下是我们收集的个人信息、收集目的及使用场景。
        </p>
        <List>
          {info.data?.list.map((item) => (
            <ListItem
              key={item.itemId}
              extra={<Tag>{item.category}</Tag>}
              description={`目的：${item.purpose}；使用场景：${item.scene}`}
            >
              {item.name}
            </ListItem>
          ))}
        </List>
      </section>
    </QueryView>
  );
}

/** /infoCollectionList (spec 000 §2 "Other"): the personal information the app collects. */
export default function InfoCollectionListPage() {
  return (
    <>
      <NavHeader title="个人信息收集清单" />
      <div className={styles.page}>
        <SellerOnly need="此页面为卖家专属功能">
          <InfoCollection />
        </SellerOnly>
      </div>
    </>
  );
}
