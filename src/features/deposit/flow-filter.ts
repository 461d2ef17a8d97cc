// The filter tabs of the /deposit flow, kept in the address (?flow=OUT): a
// reload or back returns to the same tab; anything unknown is 全部.
export const FLOW_FILTERS = [
  { key: 'ALL', title: '全部' },
  { key: 'IN', title: '转入' },
  { key: 'OUT', title: '转出' },
  { key: 'FROZEN', title: '冻结' },
  { key: 'UNFROZEN', title: '解冻' },
] as const;

export type FlowFilter = (typeof FLOW_FILTERS)[number]['key'];

export function parseFlowFilter(value: string | null): FlowFilter {
  return FLOW_FILTERS.find((tab) => tab.key === value)?.key ?? 'ALL';
}
