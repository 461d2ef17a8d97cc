import { RuleView } from '../components/rule-view';

/** spec 000 §2 /userPrivateProtocol: rule detail id 7. */
export default function UserPrivateProtocolPage() {
  return <RuleView ruleId={7} fallbackTitle="用户隐私协议" />;
}
