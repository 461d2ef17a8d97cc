import { defineRecord } from '../../../api/query/define-record';
import { currentRuleConfig } from '../../../shared/contracts/rules-articles';

/** The /rules catalogue (empty when no rule is in force). */
export const ruleListRecord = defineRecord(currentRuleConfig, {
  isEmpty: (data) => data.rules.length === 0,
});

export function useRuleList() {
  return ruleListRecord.use({});
}
