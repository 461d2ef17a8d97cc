/**
 * Popup evaluation of spec 001 §4 (CONTRACTS.md "popup-engine.ts"): the eleven
 * checks in order for every plan whose rules name the event, trigger counting,
 * plan order, and the show-time windows. Pure: the clock is passed in (server
 * time, see serverNow in popup/windows.ts), inputs are never mutated.
 */
import { matchPermission } from './filters';
import {
  isExpired,
  isInConvertWindow,
  isInGlobalInterval,
  isInPlanInterval,
  isOutsideAudience,
  isOverGlobalLimit,
  isOverParticipationLimit,
  isSuspended,
} from './popup/plan-checks';
import { countTrigger, matchRuleFilters, rulesForEvent, windowsVoidBefore } from './popup/triggers';
import { comparePlans } from './popup/plan-order';
import type { CountedWindow, Plan, PlanState, PopupState, ServerConfig } from './popup/types';

export type { Plan, PlanState, PopupState, Rule, ServerConfig } from './popup/types';
export { serverClockOffset, serverNow } from './popup/windows';
export { comparePlans } from './popup/plan-order';
export { GLOBAL_HISTORY_MAX, GLOBAL_HISTORY_MS, recordShown } from './popup/record-shown';

/** The eleven checks of spec 001 §4, in order. */
export type Check =
  | 'expired'
  | 'audience'
  | 'suspended'
  | 'convert_window'
  | 'global_interval'
  | 'plan_interval'
  | 'permission'
  | 'filter'
  | 'trigger_count'
  | 'global_limit'
  | 'participation_limit';

export const CHECK_ORDER: readonly Check[] = [
  'expired',
  'audience',
  'suspended',
  'convert_window',
  'global_interval',
  'plan_interval',
  'permission',
  'filter',
  'trigger_count',
  'global_limit',
  'participation_limit',
];

export interface PopupEvent {
  event: string;
  properties: Record<string, unknown>;
  time: number;
}

export interface Decision {
  state: PopupState;
  show: Plan | null;
  rejected: Array<{ plan_id: number | string; check: Check }>;
}

export function emptyPopupState(): PopupState {
  return { version: 1, global_popup_count: [], plans: {} };
}

const planKey = (plan: Plan): string => String(plan.plan_id);

/** Checks 1–6, which read only the plan, the config and the stored state. */
function firstStateCheck(
  config: ServerConfig,
  plan: Plan,
  planState: PlanState | undefined,
  history: readonly number[],
  now: number,
): Check | null {
  if (isExpired(plan, now)) return 'expired';
  if (isOutsideAudience(plan)) return 'audience';
  if (isSuspended(plan)) return 'suspended';
  if (isInConvertWindow(planState, now, windowsVoidBefore(plan, 'convert_window'))) {
    return 'convert_window';
  }
  if (isInGlobalInterval(config, history, now)) return 'global_interval';
  if (isInPlanInterval(plan, planState, now)) return 'plan_interval';
  return null;
}

interface PlanOutcome {
  failed: Check | null;
  /** The plan's state after counting this event (unchanged when nothing counted). */
  planState: PlanState | undefined;
}

/** What every plan of one evaluation shares, computed once (200 plans per event in the bench). */
interface EvaluationContext {
  config: ServerConfig;
  history: readonly number[];
  event: PopupEvent;
  now: number;
  /** Permission trees match the visitor (profile); event fields are there too for `event.*` names. */
  permissionProps: Record<string, unknown>;
  /** msg_limit_global reached for opted-in plans; computed on first need. */
  globalLimitReached?: boolean;
}

function overGlobalLimit(ctx: EvaluationContext, plan: Plan): boolean {
  if (plan.global_msg_limit_enabled !== true) return false;
  ctx.globalLimitReached ??= isOverGlobalLimit(ctx.config, plan, ctx.history, ctx.now);
  return ctx.globalLimitReached;
}

function evaluatePlan(
  ctx: EvaluationContext,
  plan: Plan,
  ruleIndexes: readonly number[],
  planState: PlanState | undefined,
): PlanOutcome {
  const { config, history, event, now } = ctx;
  const early = firstStateCheck(config, plan, planState, history, now);
  if (early) return { failed: early, planState };
  if (!matchPermission(plan.event_permission, ctx.permissionProps, now)) {
    return { failed: 'permission', planState };
  }
  const rules = plan.pattern_popup.matcher_list;
  const matching = ruleIndexes.filter((i) => {
    const rule = rules[i];
    return rule !== undefined && matchRuleFilters(rule, event.properties, now);
  });
  if (matching.length === 0) return { failed: 'filter', planState };

  const windows: Record<string, CountedWindow> = { ...planState?.is_in_window };
  const triggersVoidBefore = windowsVoidBefore(plan, 'trigger_window');
  let reached = false;
  for (const index of matching) {
    const rule = rules[index];
    if (!rule) continue;
    const outcome = countTrigger(rule, windows[String(index)], now, triggersVoidBefore);
    if (outcome.window) windows[String(index)] = outcome.window;
    reached ||= outcome.reached;
  }
  const counted: PlanState = { ...planState, is_in_window: windows };
  if (!reached) return { failed: 'trigger_count', planState: counted };
  if (overGlobalLimit(ctx, plan)) return { failed: 'global_limit', planState: counted };
  if (isOverParticipationLimit(plan, counted, now)) {
    return { failed: 'participation_limit', planState: counted };
  }
  return { failed: null, planState: counted };
}

/**
 * Runs the checks for one event. `show` is the first passing plan in plan
 * order; `rejected` names each failing plan's first failing check. Only trigger
 * windows change here; recordShown starts the show-time windows.
 */
export function evaluate(
  config: ServerConfig,
  state: PopupState,
  event: PopupEvent,
  now: number,
  profile: Record<string, unknown> = {},
): Decision {
  const plans = Array.isArray(config.popup_plans) ? config.popup_plans : [];
  const candidates = plans
    .map((plan) => ({ plan, rules: rulesForEvent(plan, event.event) }))
    .filter((c) => c.rules.length > 0)
    .sort((a, b) => comparePlans(a.plan, b.plan));
  const ctx: EvaluationContext = {
    config,
    history: state.global_popup_count,
    event,
    now,
    permissionProps: { ...event.properties, ...profile },
  };
  let nextPlans: Record<string, PlanState> | null = null;
  let show: Plan | null = null;
  const rejected: Decision['rejected'] = [];
  for (const { plan, rules } of candidates) {
    const before = state.plans[planKey(plan)];
    const outcome = evaluatePlan(ctx, plan, rules, before);
    if (outcome.planState !== before && outcome.planState !== undefined) {
      nextPlans ??= { ...state.plans };
      nextPlans[planKey(plan)] = outcome.planState;
    }
    if (outcome.failed) rejected.push({ plan_id: plan.plan_id, check: outcome.failed });
    else show ??= plan;
  }
  const nextState = nextPlans ? { ...state, plans: nextPlans } : state;
  return { state: nextState, show, rejected };
}
