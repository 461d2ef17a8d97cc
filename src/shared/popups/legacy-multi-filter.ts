/**
 * Plans written before issue 14 carried a rule's `multi_filter` as
 * `{ relation, filters: Filter[] }` (several filters joined by a relation, and
 * required together with `filter`). Spec 001 §3 writes it as one filter,
 * `{ relation, conditions[] }`, read instead of `filter` (Sensors' web popup
 * plugin evaluates `rule.multi_filter || rule.filter` once). These pure helpers
 * recognise the old shape and rewrite a rule into the spec's shape with the same
 * meaning, when one flat filter can say it (the reference server's stored plans,
 * the worker's stored configs). Raw JSON in, raw JSON out: they run before any schema.
 */
import type { FilterRelation } from './plan-types';

type Json = Record<string, unknown>;

const hasOwn = Object.prototype.hasOwnProperty;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The old shape: an own `filters` array and no `conditions`. */
export function isLegacyMultiFilter(value: unknown): boolean {
  return isRecord(value) && Array.isArray(value.filters) && !hasOwn.call(value, 'conditions');
}

/** Whether any rule of a raw plan carries the old shape. */
export function planHasLegacyMultiFilter(plan: unknown): boolean {
  const rules = isRecord(plan) && isRecord(plan.pattern_popup) && plan.pattern_popup.matcher_list;
  return Array.isArray(rules) && rules.some((rule) => isLegacyMultiFilter(ownMulti(rule)));
}

function ownMulti(rule: unknown): unknown {
  return isRecord(rule) && hasOwn.call(rule, 'multi_filter') ? rule.multi_filter : undefined;
}

interface Group {
  relation: FilterRelation;
  conditions: unknown[];
}

// As the engine read them: 'or' (any case) is or, anything else and.
const relationOf = (value: unknown): FilterRelation =>
  typeof value === 'string' && value.toLowerCase() === 'or' ? 'or' : 'and';

/** A filter as the old engine read it: not a filter, or no conditions, held for everything. */
function toGroup(value: unknown): Group {
  if (!isRecord(value) || !Array.isArray(value.conditions))
    return { relation: 'and', conditions: [] };
  return { relation: relationOf(value.relation), conditions: value.conditions };
}

/**
 * `relation` over the groups as one flat filter: 'all' when it holds for every
 * event, null when no flat filter says it (a group of several conditions joined
 * by the other relation).
 */
function flatten(groups: readonly Group[], relation: FilterRelation): Group | 'all' | null {
  const real = groups.filter((group) => group.conditions.length > 0);
  // An empty group holds for everything: it drops out of an and, and makes an or hold.
  if (real.length === 0 || (relation === 'or' && real.length < groups.length)) return 'all';
  if (real.length === 1) return real[0] ?? 'all';
  if (real.some((group) => group.conditions.length > 1 && group.relation !== relation)) return null;
  return { relation, conditions: real.flatMap((group) => group.conditions) };
}

export type RuleMigration = { ok: true; rule: unknown } | { ok: false; message: string };

/**
 * A rule in the spec's shape with the meaning it had: `filter` AND the old
 * `multi_filter`, written as one `multi_filter { relation, conditions }` (no
 * filter at all when it held for everything). Rules without the old shape are
 * returned as they are.
 */
export function migrateLegacyRule(rule: unknown): RuleMigration {
  const multi = ownMulti(rule);
  if (!isRecord(rule) || !isLegacyMultiFilter(multi)) return { ok: true, rule };
  const legacy = multi as { relation?: unknown; filters: unknown[] };
  const joined = flatten(legacy.filters.map(toGroup), relationOf(legacy.relation));
  const own = hasOwn.call(rule, 'filter') ? toGroup(rule.filter) : toGroup(undefined);
  const combined =
    joined === null
      ? null
      : joined === 'all'
        ? flatten([own], 'and')
        : flatten([own, joined], 'and');
  if (combined === null) {
    return {
      ok: false,
      message:
        'the old multi_filter { relation, filters } joins filters of several conditions by the other relation, which one filter { relation, conditions } cannot say',
    };
  }
  const { filter: _filter, multi_filter: _multi, ...rest } = rule;
  return { ok: true, rule: combined === 'all' ? rest : { ...rest, multi_filter: combined } };
}

export type PlanMigration =
  { ok: true; plan: unknown; changed: boolean } | { ok: false; message: string };

/** Every rule of a raw plan migrated (migrateLegacyRule); the first that cannot be names itself. */
export function migrateLegacyPlan(plan: unknown): PlanMigration {
  if (!planHasLegacyMultiFilter(plan)) return { ok: true, plan, changed: false };
  const popup = (plan as { pattern_popup: Json }).pattern_popup;
  const rules = popup.matcher_list as unknown[];
  const migrated: unknown[] = [];
  for (const [index, rule] of rules.entries()) {
    const result = migrateLegacyRule(rule);
    if (!result.ok) {
      return {
        ok: false,
        message: `pattern_popup.matcher_list.${index}.multi_filter: ${result.message}`,
      };
    }
    migrated.push(result.rule);
  }
  const next = { ...(plan as Json), pattern_popup: { ...popup, matcher_list: migrated } };
  return { ok: true, plan: next, changed: true };
}
