/**
 * Rule matching and trigger counts (spec 001 §5 "Trigger count"): a rule names
 * the event, its filter (multi_filter or filter) matches the event's properties, and
 * its count is reached within its window. Pure; returns new window objects.
 */
import { matchFilter } from '../filters';
import { isOpenAt, windowEnd, windowSpan } from './windows';
import type { CountedWindow, Plan, Rule } from './types';

type Props = Record<string, unknown>;

/** `params[0]`: how many matching events trigger the rule; 1 when absent or invalid. */
export function requiredCount(rule: Rule): number {
  const raw = Array.isArray(rule.params) ? rule.params[0] : undefined;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/**
 * A rule's property filter (spec 001 §3 "filter or multi_filter", both
 * `{ relation, conditions[] }`): `multi_filter` when present, else `filter`, in
 * one evaluation as Sensors' web popup plugin does (`rule.multi_filter || rule.filter`).
 * Absent → true.
 */
export function matchRuleFilters(rule: Rule, props: Props, now: number): boolean {
  return matchFilter(rule.multi_filter || rule.filter, props, now);
}

/** Indexes (in matcher_list) of the plan's rules that name this event. */
export function rulesForEvent(plan: Plan, eventName: string): number[] {
  // Hand-made configs (not from parseServerConfig) may lack the list: no rules, no throw.
  const rules: unknown = plan?.pattern_popup?.matcher_list;
  if (!Array.isArray(rules)) return [];
  const found: number[] = [];
  rules.forEach((rule: Partial<Rule> | null, index) => {
    if (rule?.event_name === eventName) found.push(index);
  });
  return found;
}

/**
 * spec 001 §3 `window_update`: when the operator changed a plan's windows
 * (`last_update_config_time`), windows that started before the change no longer
 * count. Answers the time before which a window of that kind is void.
 */
export function windowsVoidBefore(plan: Plan, kind: 'trigger_window' | 'convert_window'): number {
  const changedAt = plan.last_update_config_time;
  return plan.window_update?.[kind] === true && typeof changedAt === 'number'
    ? changedAt
    : -Infinity;
}

export interface CountOutcome {
  /** The rule's window after counting this event (undefined: nothing to keep). */
  window: CountedWindow | undefined;
  reached: boolean;
}

/**
 * Counts one matching event into a rule's window. A count of 1 matches at once
 * and keeps no window. Above 1 needs a window value > 0: the first event opens
 * the window, later ones count while it is open, an expired one starts over.
 */
export function countTrigger(
  rule: Rule,
  current: CountedWindow | undefined,
  now: number,
  voidBefore = -Infinity,
): CountOutcome {
  const required = requiredCount(rule);
  if (required === 1) return { window: undefined, reached: true };
  if (windowSpan(rule.window) === 0) return { window: undefined, reached: false };
  const open =
    current !== undefined &&
    current.start_time >= voidBefore &&
    isOpenAt(current.start_time, rule.window, now);
  const window: CountedWindow = open
    ? {
        ...current,
        expire_time: windowEnd(current.start_time, rule.window),
        count: current.count + 1,
      }
    : { start_time: now, expire_time: windowEnd(now, rule.window), count: 1 };
  return { window, reached: window.count >= required };
}
