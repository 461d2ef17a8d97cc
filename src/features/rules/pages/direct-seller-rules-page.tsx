import { RuleView } from '../components/rule-view';

/** spec 000 §2 /directSellerRuls: the direct-sale merchant rule (seed id 4). */
export default function DirectSellerRulesPage() {
  return <RuleView ruleId={4} fallbackTitle="直卖商家规则" />;
}
