import { defineRecord } from '../../../api/query/define-record';
import { retestList } from '../../../shared/contracts/seller-other-pages';

/**
 * The seller's latest re-inspection requests, newest first. One page of 20: a
 * seller has a handful, and the infinite list's code would push this route
 * over its start-up budget (README "Route budget").
 */
export const RETEST_RECENT_INPUT = { pageIndex: 1, pageSize: 20 } as const;

export const retestListRecord = defineRecord(retestList, {
  isEmpty: (page) => page.list.length === 0,
});

export function useRetestList() {
  return retestListRecord.use(RETEST_RECENT_INPUT);
}
