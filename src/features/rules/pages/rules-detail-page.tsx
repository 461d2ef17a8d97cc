import { useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { EmptyState } from '../../../components/query-state/empty-state';
import { positiveIntParam } from '../../../lib/query-param';
import { RuleView } from '../components/rule-view';

/** spec 000 §2 /rulesDetail?id=…: any rule of the catalogue. */
export default function RulesDetailPage() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  if (id === null) {
    return (
      <>
        <NavHeader title="规则详情" />
        <EmptyState title="链接有误，找不到这条规则" />
      </>
    );
  }
  return <RuleView ruleId={id} fallbackTitle="规则详情" />;
}
