import { definePagedList } from '../../../api/query/define-paged-list';
import { retestList } from '../../../shared/contracts/seller-other-pages';

const RETEST_PAGE_SIZE = 10;

/** The seller's re-inspection requests, newest first (pageIndex from 1). */
export const retestListPages = definePagedList(retestList, {
  pageSize: RETEST_PAGE_SIZE,
  input: (_filter: Record<string, never>, page) => page,
});

export function useRetestList() {
  return retestListPages.use({});
}
