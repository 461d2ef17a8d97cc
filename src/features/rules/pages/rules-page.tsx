import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import type { RuleSummary } from '../../../shared/contracts/rules-articles';
import { useRuleList } from '../api/get-rule-list';
import styles from '../rules.module.css';

function byCategory(rules: readonly RuleSummary[]): Array<[string, RuleSummary[]]> {
  const groups = new Map<string, RuleSummary[]>();
  for (const rule of rules) groups.set(rule.category, [...(groups.get(rule.category) ?? []), rule]);
  return [...groups];
}

/** spec 000 §2 /rules: the platform rules in force, by category. */
export default function RulesPage() {
  const list = useRuleList();
  const navigate = useNavigate();
  return (
    <>
      <NavHeader title="平台规则" />
      <div className={styles.listPage}>
        <QueryView
          view={list.view}
          onRetry={() => void list.refresh()}
          emptyTitle="暂无规则"
          errorTitle="规则加载失败"
        >
          {byCategory(list.data?.rules ?? []).map(([category, rules]) => (
            <section key={category} aria-label={category}>
              <h2 className={styles.category}>{category}</h2>
              <List>
                {rules.map((rule) => (
                  <List.Item
                    key={rule.id}
                    description={rule.summary}
                    onClick={() => navigate(`/rulesDetail?id=${rule.id}`)}
                  >
                    {rule.title}
                  </List.Item>
                ))}
              </List>
            </section>
          ))}
        </QueryView>
      </div>
    </>
  );
}
