import { RuleView } from '../components/rule-view';

/** spec 000 §2 /leval: the evaluation levels (seed id 5). */
export default function LevelPage() {
  return <RuleView ruleId={5} fallbackTitle="成色等级说明" />;
}
