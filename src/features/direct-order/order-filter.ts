import type { OrderFilter } from './api/get-orders';
import type { OrderState } from './order-actions';

export const DAY_CHOICES = [
  { label: '全部时间', value: 'all' },
  { label: '近7天', value: '7' },
  { label: '近30天', value: '30' },
  { label: '近90天', value: '90' },
] as const;

export type DaysChoice = (typeof DAY_CHOICES)[number]['value'];

const DAY_MS = 86_400_000;

/** A chip's value back as a choice; anything else is 全部时间. */
export function daysChoiceOf(value: string): DaysChoice {
  return DAY_CHOICES.find((choice) => choice.value === value)?.value ?? 'all';
}

/**
 * The list's filter (its cache key) from the tab and the filter bar. The start
 * of 近N天 is fixed when the choice is made (`chosenAt`), not at each render:
 * a key that moved with the clock would load the list again on every render.
 */
export function orderFilterOf(
  state: OrderState | 'all',
  choice: { keyword: string; days: DaysChoice; chosenAt: number },
): OrderFilter {
  const filter: OrderFilter = {};
  if (state !== 'all') filter.state = state;
  const keyword = choice.keyword.trim();
  if (keyword !== '') filter.keyword = keyword;
  if (choice.days !== 'all') filter.createdFrom = choice.chosenAt - Number(choice.days) * DAY_MS;
  return filter;
}

/** The filter asks for more than the state: v1 (list) would leave that out. */
export function filtersBeyondState(filter: OrderFilter): boolean {
  return filter.keyword !== undefined || filter.createdFrom !== undefined;
}
