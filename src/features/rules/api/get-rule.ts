import { defineRecord } from '../../../api/query/define-record';
import { ruleInfo } from '../../../shared/contracts/rules-articles';

/** One rule or protocol (cached for offline reading once read). */
export const ruleRecord = defineRecord(ruleInfo);

export function useRule(id: number) {
  return ruleRecord.use({ id });
}
