/** Builders shared by the popup engine tests: a plan that passes every check, and a config. */
import type { Plan, PopupState, ServerConfig } from '../../../../src/sdk/core/popup/types';

export const T0 = new Date(2024, 5, 3, 10, 0, 0).getTime(); // a Monday, 10:00 local
export const SEC = 1000;
export const MIN = 60 * SEC;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    plan_id: 1,
    status: 'ACTIVE',
    is_audience: true,
    absolute_priority: 0,
    pattern_popup: { matcher_list: [{ event_name: 'view_wallet', params: [1] }] },
    ...overrides,
  };
}

export function config(plans: Plan[], overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    server_current_time: T0,
    min_sdk_version_required: '1.26',
    popup_plans: plans,
    ...overrides,
  };
}

export const event = (
  name = 'view_wallet',
  properties: Record<string, unknown> = {},
  time = T0,
) => ({
  event: name,
  properties,
  time,
});

/** Deep-freezes a value so that any mutation by the engine throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

export function stateWithHistory(times: number[]): PopupState {
  return { version: 1, global_popup_count: times, plans: {} };
}
