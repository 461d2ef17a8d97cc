import { endpointQueryOptions, useDetailQuery } from '../../../api/query/use-detail-query';
import { articleInfo, currentRuleConfig, ruleInfo } from '../../../shared/contracts/rules-articles';

/** One rule or protocol (cached for offline reading once read). */
export function useRule(id: number) {
  return useDetailQuery(endpointQueryOptions(ruleInfo, { id }));
}

/** The /rules catalogue. */
export function useRuleList() {
  return useDetailQuery(
    endpointQueryOptions(currentRuleConfig, {}),
    (data) => data.rules.length === 0,
  );
}

/** An article at a version; the latest when `version` is undefined. */
export function useArticle(id: number, version?: number) {
  const input = version === undefined ? { id } : { id, version };
  return useDetailQuery(endpointQueryOptions(articleInfo, input));
}
