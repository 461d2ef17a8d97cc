import { defineRecord } from '../../../api/query/define-record';
import { homeRuleInfo } from '../../../shared/contracts/rules-articles';

/** The bidding rule notice above the lists. */
export const biddingNoticeRecord = defineRecord(homeRuleInfo);

export function useBiddingNotice() {
  return biddingNoticeRecord.use({});
}
