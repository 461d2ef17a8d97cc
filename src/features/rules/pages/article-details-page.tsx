import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link/app-link';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { EmptyState } from '../../../components/query-state/empty-state';
import { QueryView } from '../../../components/query-state/query-view';
import { RichText } from '../../../components/rich-text/rich-text';
import { formatDate } from '../../../lib/date-format';
import { positiveIntParam } from '../../../lib/query-param';
import { useArticle } from '../api/get-article';
import styles from '../rules.module.css';

function ArticleView({ id, version }: { id: number; version: number | undefined }) {
  const article = useArticle(id, version);
  const data = article.data;
  const latest = data?.versions[0]?.version;
  return (
    <>
      <NavHeader title="公告详情" />
      <article className={styles.page}>
        <QueryView
          view={article.view}
          onRetry={() => void article.refresh()}
          errorTitle="文章加载失败"
        >
          {data && (
            <>
              <h2 className={styles.title}>{data.title}</h2>
              <div className={styles.meta}>
                {data.author} · {formatDate(data.publishedAt)} · 第 {data.version} 版
              </div>
              {latest !== undefined && data.version !== latest ? (
                <div className={styles.versionBar} role="note">
                  <span>您正在查看历史版本</span>
                  <AppLink className={styles.link} to={`/articleDetails?id=${id}`}>
                    查看最新版
                  </AppLink>
                </div>
              ) : (
                data.versions.length > 1 && (
                  <div className={styles.versionBar}>
                    <span>本文已更新 {data.versions.length - 1} 次</span>
                    <AppLink className={styles.link} to={`/articleVersionRecord?id=${id}`}>
                      查看历史版本
                    </AppLink>
                  </div>
                )
              )}
              <RichText html={data.content} />
            </>
          )}
        </QueryView>
      </article>
    </>
  );
}

/** spec 000 §2 /articleDetails?id=…[&version=…]. */
export default function ArticleDetailsPage() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const version = positiveIntParam(params.get('version')) ?? undefined;
  if (id === null) {
    return (
      <>
        <NavHeader title="公告详情" />
        <EmptyState title="链接有误，找不到这篇文章" />
      </>
    );
  }
  return <ArticleView id={id} version={version} />;
}
