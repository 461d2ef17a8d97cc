/**
 * The plan-level checks of spec 001 §4 that read only the plan, the config and
 * the stored state (everything except permission, filters and trigger counts).
 * Each answers "does this check reject the plan now?".
 */
import { countOpenAt, isOpenAt } from './windows';
import type { Plan, PlanState, ServerConfig } from './types';

/** §4.1: an absent expire_at never expires. */
export function isExpired(plan: Plan, now: number): boolean {
  return typeof plan.expire_at === 'number' && plan.expire_at <= now;
}

/** §4.2 / §6: is_audience must be exactly true. */
export function isOutsideAudience(plan: Plan): boolean {
  return plan.is_audience !== true;
}

/** §4.3: SUSPEND means paused. */
export function isSuspended(plan: Plan): boolean {
  return plan.status === 'SUSPEND';
}

/** §4.4: a show's conversion window is still open (and not voided by a window change). */
export function isInConvertWindow(
  state: PlanState | undefined,
  now: number,
  voidBefore = -Infinity,
): boolean {
  const window = state?.is_in_convert_window;
  return (
    window !== undefined &&
    window.start_time >= voidBefore &&
    window.start_time <= now &&
    now < window.expire_time
  );
}

/** §4.5: the last show of any plan is within popup_interval_global before now. */
export function isInGlobalInterval(
  config: ServerConfig,
  history: readonly number[],
  now: number,
): boolean {
  const last = history[0];
  return last !== undefined && isOpenAt(last, config.popup_interval_global, now);
}

/** §4.6: the plan's last show is within its popup_interval before now (the current setting). */
export function isInPlanInterval(plan: Plan, state: PlanState | undefined, now: number): boolean {
  const last = state?.is_in_popup_interval_window?.start_time;
  return last !== undefined && isOpenAt(last, plan.popup_interval, now);
}

/**
 * §4.10: only when msg_limit_global is in use and the plan opts in; every show
 * of any plan counts; a limit is reached when its window holds `limit` shows.
 */
export function isOverGlobalLimit(
  config: ServerConfig,
  plan: Plan,
  history: readonly number[],
  now: number,
): boolean {
  const global = config.msg_limit_global;
  if (!global || global.is_in_use !== true || plan.global_msg_limit_enabled !== true) return false;
  return global.limits.some((limit) => countOpenAt(history, limit, now) >= limit.limit);
}

/** §4.11: re_enter allows `limit` shows in its window, which starts at the first show. */
export function isOverParticipationLimit(
  plan: Plan,
  state: PlanState | undefined,
  now: number,
): boolean {
  const window = state?.is_in_popup_limit_window;
  if (!plan.re_enter || !window) return false;
  if (!isOpenAt(window.start_time, plan.re_enter, now)) return false;
  return window.count >= plan.re_enter.limit;
}
