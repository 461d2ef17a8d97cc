/**
 * The answer of GET /sfo/user_popup_configs (spec 001 §3 "Server config
 * response") for one visitor, built from the stored plans and settings.
 */
import type { Plan, ServerConfig } from '../../src/shared/popups/plan-types';
import type { PopupSettings, StoredPlan } from './plan-schema';

// spec 001 §9: config pull every 600000 ms unless the server says otherwise.
export const DEFAULT_PULL_INTERVAL_MS = 600_000;
// The oldest SDK line these plans work with (digits.digits, spec 001 §5).
export const MIN_SDK_VERSION_REQUIRED = '1.26';

/**
 * `is_audience` per visitor, kept simple: true unless the plan has an audience
 * list (`audience_distinct_ids`) that does not name the visitor. The list
 * itself, like `migration_note`, never leaves the server.
 */
export function planForVisitor(plan: StoredPlan, distinctId: string): Plan {
  const { audience_distinct_ids: audience, migration_note: _note, ...sent } = plan;
  return { ...sent, is_audience: audience === undefined || audience.includes(distinctId) };
}

export function buildConfigResponse(
  plans: readonly StoredPlan[],
  settings: PopupSettings,
  distinctId: string,
  now: number,
): ServerConfig {
  const config: ServerConfig = {
    server_current_time: now,
    min_sdk_version_required: MIN_SDK_VERSION_REQUIRED,
    config_pull_interval_ms: settings.config_pull_interval_ms ?? DEFAULT_PULL_INTERVAL_MS,
    user_id: distinctId,
    popup_plans: plans.map((plan) => planForVisitor(plan, distinctId)),
  };
  if (settings.msg_limit_global) config.msg_limit_global = settings.msg_limit_global;
  if (settings.popup_interval_global) config.popup_interval_global = settings.popup_interval_global;
  return config;
}
