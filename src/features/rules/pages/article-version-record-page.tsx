import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { EmptyState } from '../../../components/query-state/empty-state';
import { LoadingState } from '../../../components/query-state/loading-state';
import { QueryView } from '../../../components/query-state/query-view';
import { formatDate } from '../../../lib/date-format';
import { positiveIntParam } from '../../../lib/query-param';
import { List, ListItem } from '../../../components/ui/list';
import type { ArticleVersion } from '../../../shared/contracts/rules-articles';
import { useArticle } from '../api/get-article';
import { VersionDiff } from '../components/version-diff';
import { VersionPicker } from '../components/version-picker';
import styles from '../rules.module.css';

function Comparison({ id, from, to }: { id: number; from: number; to: number }) {
  const before = useArticle(id, from);
  const after = useArticle(id, to);
  if (!before.data || !after.data) return <LoadingState lines={3} />;
  return <VersionDiff before={before.data.content} after={after.data.content} />;
}

function VersionRecord({ id }: { id: number }) {
  const article = useArticle(id);
  const navigate = useNavigate();
  const versions: readonly ArticleVersion[] = article.data?.versions ?? [];
  const newest = versions[0]?.version;
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const to = picked.to ?? newest;
  const from = picked.from ?? versions[1]?.version;
  const numbers = versions.map((v) => v.version);
  return (
    <div className={styles.listPage}>
      <QueryView
        view={article.view}
        onRetry={() => void article.refresh()}
        errorTitle="版本记录加载失败"
      >
        <h2 className={styles.category}>
          {article.data?.title}：共 {versions.length} 个版本
        </h2>
        <List>
          {versions.map((v) => (
            <ListItem
              key={v.version}
              description={`${formatDate(v.publishedAt)} · ${v.changeNote}`}
              onClick={() => navigate(`/articleDetails?id=${id}&version=${v.version}`)}
            >
              第 {v.version} 版{v.version === newest ? '（当前版本）' : ''}
            </ListItem>
          ))}
        </List>
        {versions.length > 1 && from !== undefined && to !== undefined && (
          <section aria-label="版本对比">
            <h2 className={styles.category}>版本对比</h2>
            <VersionPicker
              label="旧版"
              versions={numbers}
              value={from}
              onChange={(version) => setPicked((p) => ({ ...p, from: version }))}
            />
            <VersionPicker
              label="新版"
              versions={numbers}
              value={to}
              onChange={(version) => setPicked((p) => ({ ...p, to: version }))}
            />
            <div className={styles.page}>
              <Comparison id={id} from={from} to={to} />
            </div>
          </section>
        )}
      </QueryView>
    </div>
  );
}

/** spec 000 §2 /articleVersionRecord?id=…: every version, each readable, and what changed. */
export default function ArticleVersionRecordPage() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  return (
    <>
      <NavHeader title="历史版本" />
      {id === null ? <EmptyState title="链接有误，找不到这篇文章" /> : <VersionRecord id={id} />}
    </>
  );
}
