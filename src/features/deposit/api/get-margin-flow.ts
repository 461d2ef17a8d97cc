import { definePagedList } from '../../../api/query/define-paged-list';
import { getMarginFlow, searchMargin } from '../../../shared/contracts/margin';
import type { FlowFilter } from '../flow-filter';

const FLOW_PAGE_SIZE = 10;

/** The whole flow, newest first (get/marginFlow). */
export const marginFlowPages = definePagedList(getMarginFlow, {
  pageSize: FLOW_PAGE_SIZE,
  input: (_filter: Record<string, never>, page) => page,
});

/** The flow of one direction (search/margin), for the filter tabs of /deposit. */
export const marginSearchPages = definePagedList(searchMargin, {
  pageSize: FLOW_PAGE_SIZE,
  input: (filter: { direction: Exclude<FlowFilter, 'ALL'> }, page) => ({ ...filter, ...page }),
});

export function useMarginFlow(filter: FlowFilter) {
  const all = marginFlowPages.use({}, filter === 'ALL');
  const searched = marginSearchPages.use(
    { direction: filter === 'ALL' ? 'IN' : filter },
    filter !== 'ALL',
  );
  return filter === 'ALL' ? all : searched;
}
