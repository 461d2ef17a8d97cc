import { RuleView } from '../components/rule-view';

/** spec 000 §2 /rateRules: the fee rate rule (seed id 3). */
export default function RateRulesPage() {
  return <RuleView ruleId={3} fallbackTitle="费率规则" />;
}
