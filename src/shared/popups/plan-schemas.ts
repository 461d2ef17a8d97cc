/**
 * zod/mini schemas of the campaign server's shapes (plan-types.ts): the boundary
 * check of the SDK's parseServerConfig (src/sdk/core/config.ts) and of the
 * reference server's operator API (server/popups/plan-schema.ts), one rule for both.
 * Objects are loose: unknown fields are kept as sent (the host reads some).
 */
import * as z from 'zod/mini';
import type {
  Condition,
  Filter,
  GlobalLimit,
  MultiFilter,
  PermissionTree,
  Plan,
  ReEnterWindow,
  Rule,
  TimeWindow,
} from './plan-types';

const unit = z.enum(['SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH']);
// Relations arrive as 'and'/'or'; some campaign servers upper-case them: read both as lower case.
const relation = z.pipe(
  z.enum(['and', 'or', 'AND', 'OR']),
  z.transform((value): 'and' | 'or' => (value === 'AND' || value === 'and' ? 'and' : 'or')),
);
const id = z.union([z.number(), z.string()]);
const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'));

export const timeWindowSchema: z.ZodMiniType<TimeWindow> = z.looseObject({
  value: finite,
  unit,
  natural: z.optional(z.boolean()),
});

const countedWindow = z.looseObject({
  value: finite,
  unit,
  natural: z.optional(z.boolean()),
  limit: finite,
});
export const reEnterSchema: z.ZodMiniType<ReEnterWindow> = countedWindow;
export const globalLimitSchema: z.ZodMiniType<GlobalLimit> = countedWindow;

export const conditionSchema: z.ZodMiniType<Condition> = z.looseObject({
  field: z.string(),
  function: z.string(),
  params: z.array(z.unknown()),
});

export const filterSchema: z.ZodMiniType<Filter> = z.looseObject({
  relation: z.optional(relation),
  conditions: z.array(conditionSchema),
});

// spec 001 §3: the same shape as filter. The old `{ relation, filters }` fails here
// (no conditions), so a plan still written that way is left out, never judged on nothing.
const multiFilterSchema: z.ZodMiniType<MultiFilter> = filterSchema;

export const permissionSchema: z.ZodMiniType<PermissionTree> = z.looseObject({
  relation: z.optional(relation),
  conditions: z.optional(z.array(conditionSchema)),
  get filters() {
    return z.optional(z.array(permissionSchema));
  },
});

export const ruleSchema: z.ZodMiniType<Rule> = z.looseObject({
  event_name: z.string().check(z.minLength(1)),
  params: z.optional(z.array(z.unknown())),
  window: z.optional(timeWindowSchema),
  filter: z.optional(filterSchema),
  multi_filter: z.optional(multiFilterSchema),
});

const popupType = z.enum(['PRESET', 'CUSTOMIZED']);

export const planSchema: z.ZodMiniType<Plan> = z.looseObject({
  plan_id: id,
  cname: z.optional(z.string()),
  status: z.optional(z.string()),
  expire_at: z.optional(finite),
  is_audience: z.optional(z.boolean()),
  absolute_priority: z.optional(finite),
  audience_id: z.optional(id),
  event_permission: z.optional(permissionSchema),
  pattern_popup: z.looseObject({ matcher_list: z.array(ruleSchema) }),
  convert_window: z.optional(timeWindowSchema),
  convert_event: z.optional(z.looseObject({ event_name: z.string().check(z.minLength(1)) })),
  popup_interval: z.optional(timeWindowSchema),
  re_enter: z.optional(reEnterSchema),
  global_msg_limit_enabled: z.optional(z.boolean()),
  last_update_config_time: z.optional(finite),
  window_update: z.optional(
    z.looseObject({
      trigger_window: z.optional(z.boolean()),
      convert_window: z.optional(z.boolean()),
    }),
  ),
  content: z.optional(z.string()),
  uuid: z.optional(z.string()),
  popup_type: z.optional(popupType),
  strategy_id: z.optional(id),
  is_trigger: z.optional(z.boolean()),
  is_control_group: z.optional(z.boolean()),
  section_id: z.optional(id),
  popup_window_content: z.optional(z.looseObject({ popup_type: popupType, content: z.string() })),
});

export const msgLimitGlobalSchema = z.looseObject({
  is_in_use: z.boolean(),
  limits: z.array(globalLimitSchema),
});

/** The config's fields other than the plans (each plan is checked on its own). */
export const configEnvelopeSchema = z.looseObject({
  server_current_time: finite,
  popup_plans: z.array(z.unknown()),
  min_sdk_version_required: z.string(),
  config_pull_interval_ms: z.optional(finite),
  user_id: z.optional(z.string()),
  msg_limit_global: z.optional(msgLimitGlobalSchema),
  popup_interval_global: z.optional(timeWindowSchema),
});

// Plans an operator makes nest a few levels (permission trees, filters); anything deeper
// is refused before the recursive schemas could run out of stack.
export const MAX_PLAN_DEPTH = 40;

/** Whether a JSON value nests deeper than `max` levels (the walk itself stops at `max`). */
export function nestsDeeperThan(value: unknown, max: number, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth >= max) return true;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => nestsDeeperThan(item, max, depth + 1));
}

// zod/mini loads no locale, so issue messages read "Invalid input"; the path and
// the issue code say what is wrong (e.g. `pattern_popup.matcher_list: invalid_type`).
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.') || '(root)';
  switch (issue.code) {
    case 'invalid_type':
      return `${where}: invalid_type, expected ${issue.expected}`;
    case 'invalid_value':
      return `${where}: invalid_value, expected one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${where}: unrecognized_keys ${issue.keys.join(', ')}`;
    case 'too_small':
    case 'too_big':
      return `${where}: ${issue.code} (${issue.code === 'too_small' ? 'minimum' : 'maximum'} ${String(issue.code === 'too_small' ? issue.minimum : issue.maximum)})`;
    default:
      return `${where}: ${issue.code}${issue.message && issue.message !== 'Invalid input' ? ` (${issue.message})` : ''}`;
  }
}

export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.slice(0, 3).map(describeIssue).join('; ');
}
