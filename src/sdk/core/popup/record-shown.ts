/**
 * The show-time windows of spec 001 §4 "On show" (CONTRACTS.md `recordShown`):
 * conversion window, plan interval, participation count and global history
 * start; the plan's trigger windows are reset. Pure, returns a new state.
 */
import { isOpenAt, windowEnd, windowSpan } from './windows';
import type { Plan, PlanState, PopupState, ServerConfig } from './types';

const planKey = (plan: Plan): string => String(plan.plan_id);

// spec 001 §9: global popup history up to 3000 entries and 90 days.
export const GLOBAL_HISTORY_MAX = 3000;
export const GLOBAL_HISTORY_MS = 90 * 24 * 60 * 60 * 1000;

/** The global history with a new show: newest first, at most 3000 entries and 90 days. */
function withShow(history: readonly number[], now: number): number[] {
  const kept = history.filter((time) => now - time <= GLOBAL_HISTORY_MS);
  return [now, ...kept].slice(0, GLOBAL_HISTORY_MAX);
}

/**
 * A plan was shown at `now`: the conversion window (with the display's uuid,
 * the `$sf_msg_id` the runtime tracks and polls), plan interval, participation
 * count and global history start; the plan's trigger windows are reset.
 */
export function recordShown(
  _config: ServerConfig,
  state: PopupState,
  plan: Plan,
  now: number,
  displayUuid: string = `${String(plan.plan_id)}-${now}`,
): PopupState {
  const before = state.plans[planKey(plan)];
  const next: PlanState = {
    ...before,
    is_in_popup_interval_window: {
      start_time: now,
      expire_time: windowEnd(now, plan.popup_interval),
    },
    is_in_window: {},
  };
  if (windowSpan(plan.convert_window) > 0) {
    const expire = windowEnd(now, plan.convert_window);
    next.is_in_convert_window = { start_time: now, expire_time: expire, uuid: displayUuid };
  } else {
    delete next.is_in_convert_window;
  }
  if (plan.re_enter && windowSpan(plan.re_enter) > 0) {
    const current = before?.is_in_popup_limit_window;
    const open = current !== undefined && isOpenAt(current.start_time, plan.re_enter, now);
    next.is_in_popup_limit_window = open
      ? { ...current, count: current.count + 1 }
      : { start_time: now, expire_time: windowEnd(now, plan.re_enter), count: 1 };
  }
  return {
    ...state,
    global_popup_count: withShow(state.global_popup_count, now),
    plans: { ...state.plans, [planKey(plan)]: next },
  };
}
