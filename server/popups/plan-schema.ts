/**
 * Operator API bodies (CONTRACTS.md "The operator API"): a plan is checked with
 * the same zod/mini schema the SDK accepts configs with (src/shared/popups), plus the
 * server-only audience list; settings are the config's global fields.
 */
import * as z from 'zod/mini';
import { ownField } from '../../src/shared/own-json';
import { isFilterFunctionName } from '../../src/shared/popups/filter-functions';
import {
  isLegacyMultiFilter,
  migrateLegacyRule,
  planHasLegacyMultiFilter,
} from '../../src/shared/popups/legacy-multi-filter';
import {
  MAX_PLAN_DEPTH,
  describeIssues,
  msgLimitGlobalSchema,
  nestsDeeperThan,
  planSchema,
  timeWindowSchema,
} from '../../src/shared/popups/plan-schemas';
import type {
  Condition,
  PermissionTree,
  Plan,
  PopupWindowContent,
  Rule,
} from '../../src/shared/popups/plan-types';

/**
 * A stored plan: a Plan as sent to the SDK, plus `audience_distinct_ids` (server
 * only): when present, only these visitors get `is_audience: true`.
 */
export type StoredPlan = Plan & {
  popup_window_content: PopupWindowContent;
  audience_distinct_ids?: string[];
  /** Why a start-up upgrade suspended this plan (legacy-plans.ts); never sent to clients. */
  migration_note?: string;
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

// Numeric ids stay numbers (as the campaign server sends them); others are short names.
const PLAN_ID = /^(?:\d{1,15}|[A-Za-z][\w-]{0,63})$/;

export function parsePlanId(raw: unknown): Parsed<number | string> {
  if (typeof raw !== 'string' || !PLAN_ID.test(raw)) {
    return { ok: false, message: 'plan_id: must be digits or a name of letters, digits, _ and -' };
  }
  return { ok: true, value: /^\d+$/.test(raw) ? Number(raw) : raw };
}

const operatorExtras = z.looseObject({
  audience_distinct_ids: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(255)))),
  popup_window_content: z.looseObject({
    popup_type: z.enum(['PRESET', 'CUSTOMIZED']),
    content: z.string(),
  }),
});

/** Unknown filter functions never match on the client: refuse them here, naming the place. */
function unknownFunction(
  conditions: readonly Condition[] | undefined,
  where: string,
): string | null {
  for (const [i, cond] of (conditions ?? []).entries()) {
    if (!isFilterFunctionName(cond.function)) {
      return `${where}.conditions.${i}.function: unknown filter function "${cond.function}"`;
    }
  }
  return null;
}

function treeProblem(tree: PermissionTree | undefined, where: string): string | null {
  if (!tree) return null;
  const own = unknownFunction(tree.conditions, where);
  if (own) return own;
  for (const [i, child] of (tree.filters ?? []).entries()) {
    const problem = treeProblem(child, `${where}.filters.${i}`);
    if (problem) return problem;
  }
  return null;
}

function ruleProblem(rule: Rule, where: string): string | null {
  // Clients read multi_filter instead of filter (spec 001 §3 "filter or multi_filter"):
  // with both, filter would be silently ignored.
  if (rule.filter && rule.multi_filter) {
    return `${where}: give filter or multi_filter, not both (clients read multi_filter and ignore filter)`;
  }
  return (
    unknownFunction(rule.filter?.conditions, `${where}.filter`) ??
    unknownFunction(rule.multi_filter?.conditions, `${where}.multi_filter`)
  );
}

/**
 * The old `multi_filter { relation, filters }` (before issue 14) is refused with
 * the spec's shape to send instead, when one filter can say the same.
 */
function legacyProblem(candidate: unknown): string | null {
  if (!planHasLegacyMultiFilter(candidate)) return null;
  const rules = (candidate as { pattern_popup: { matcher_list: unknown[] } }).pattern_popup
    .matcher_list;
  const index = rules.findIndex((rule) => isLegacyMultiFilter(ownField(rule, 'multi_filter')));
  const where = `pattern_popup.matcher_list.${index}`;
  const shape = `${where}.multi_filter: { relation, filters: [...] } is no longer read; spec 001 §3 writes it as { relation, conditions: [{ field, function, params }] }, the shape of filter`;
  const migrated = migrateLegacyRule(rules[index]);
  if (!migrated.ok) return `${shape} (${migrated.message})`;
  const rule = ownField(migrated.rule, 'multi_filter');
  return rule === undefined
    ? `${shape}; this one holds for every event: leave it out`
    : `${shape}; this one reads: "multi_filter": ${JSON.stringify(rule)}`;
}

function planProblem(plan: Plan): string | null {
  const rules = plan.pattern_popup.matcher_list;
  if (rules.length === 0) return 'pattern_popup.matcher_list: needs at least one rule';
  for (const [i, rule] of rules.entries()) {
    const problem = ruleProblem(rule, `pattern_popup.matcher_list.${i}`);
    if (problem) return problem;
  }
  return treeProblem(plan.event_permission, 'event_permission');
}

/** The body of PUT /sfo/admin/plans/:plan_id; the path's id wins over the body's. */
export function parsePlanBody(planId: number | string, body: unknown): Parsed<StoredPlan> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: '(body): must be a JSON object (a Plan)' };
  }
  if (nestsDeeperThan(body, MAX_PLAN_DEPTH)) {
    return { ok: false, message: `(body): nested deeper than ${MAX_PLAN_DEPTH} levels` };
  }
  const candidate = { status: 'ACTIVE', ...body, plan_id: planId };
  const legacy = legacyProblem(candidate);
  if (legacy) return { ok: false, message: legacy };
  const plan = planSchema.safeParse(candidate);
  if (!plan.success) return { ok: false, message: describeIssues(plan.error) };
  const extras = operatorExtras.safeParse(candidate);
  if (!extras.success) return { ok: false, message: describeIssues(extras.error) };
  const problem = planProblem(plan.data);
  if (problem) return { ok: false, message: problem };
  // A PUT replaces the plan whole: a start-up upgrade's note no longer applies.
  const { migration_note: _note, ...stored } = plan.data as StoredPlan;
  return { ok: true, value: stored };
}

export interface PopupSettings {
  msg_limit_global?: z.infer<typeof msgLimitGlobalSchema>;
  popup_interval_global?: z.infer<typeof timeWindowSchema>;
  config_pull_interval_ms?: number;
}

// A pull more often than every 10 s would only load the server; spec 001 §9 default 600000.
const pullInterval = z.number().check(z.int(), z.minimum(10_000), z.maximum(24 * 60 * 60 * 1000));

const settingsSchema = z.strictObject({
  msg_limit_global: z.optional(msgLimitGlobalSchema),
  popup_interval_global: z.optional(timeWindowSchema),
  config_pull_interval_ms: z.optional(pullInterval),
});

/** The body of PUT /sfo/admin/settings: only the fields given change. */
export function parseSettingsBody(body: unknown): Parsed<PopupSettings> {
  const parsed = settingsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error) };
  return { ok: true, value: parsed.data };
}
