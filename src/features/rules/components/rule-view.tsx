import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { RichText } from '../../../components/rich-text/rich-text';
import { formatDate } from '../../../lib/date-format';
import { useRule } from '../api/get-rule';
import styles from '../rules.module.css';

/** One rule or protocol page: title, date and the sanitised body, readable offline once read. */
export function RuleView({ ruleId, fallbackTitle }: { ruleId: number; fallbackTitle: string }) {
  const rule = useRule(ruleId);
  return (
    <>
      <NavHeader title={rule.data?.title ?? fallbackTitle} />
      <article className={styles.page}>
        <QueryView view={rule.view} onRetry={() => void rule.refresh()} errorTitle="规则加载失败">
          {rule.data && (
            <>
              <h2 className={styles.title}>{rule.data.title}</h2>
              <div className={styles.meta}>更新于 {formatDate(rule.data.updatedAt)}</div>
              <RichText html={rule.data.content} />
            </>
          )}
        </QueryView>
      </article>
    </>
  );
}
