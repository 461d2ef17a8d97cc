import { RuleView } from '../components/rule-view';

/** spec 000 §2 /platformServiceProtocol: rule detail id 8. */
export default function PlatformServiceProtocolPage() {
  return <RuleView ruleId={8} fallbackTitle="平台服务协议" />;
}
