import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { rechargeRule } from '../../../shared/contracts/wallet-recharge';

/** The recharge limits and what is left of today's (shown, and checked before the call). */
export const rechargeRuleRecord = defineRecord(rechargeRule);
export function useRechargeRule() {
  // What is left of today's limit changes with every recharge: asked again on each visit.
  return useDetailQuery({ ...rechargeRuleRecord.options({}), staleTime: 0 });
}
