/**
 * Stored plans written before issue 14 may carry a rule's `multi_filter` in the
 * old shape `{ relation, filters }`, which clients no longer read (spec 001 §3
 * gives it the shape of `filter`). At start-up each such plan is rewritten into
 * the spec's shape with the same meaning (src/shared/popups/legacy-multi-filter.ts);
 * one that no single filter can say is suspended instead, its old filter kept in
 * `migration_note` (server only, shown by GET /sfo/admin/plans) for the operator
 * to rewrite with a PUT. Idempotent: plans in the spec's shape are not touched.
 */
import type { Database } from 'better-sqlite3';
import {
  migrateLegacyPlan,
  planHasLegacyMultiFilter,
} from '../../src/shared/popups/legacy-multi-filter';

export interface LegacyPlanUpgrade {
  planId: string;
  outcome: 'migrated' | 'suspended';
  message?: string;
}

interface Row {
  plan_id: string;
  body: string;
}

/** The plan suspended, its old multi_filters moved into `migration_note` (the rules keep the rest). */
function suspended(plan: Record<string, unknown>, message: string): Record<string, unknown> {
  const popup = plan.pattern_popup as { matcher_list: Array<Record<string, unknown>> };
  const old: unknown[] = [];
  const matcher_list = popup.matcher_list.map((rule) => {
    if (!Object.prototype.hasOwnProperty.call(rule, 'multi_filter')) return rule;
    const { multi_filter, ...rest } = rule;
    old.push(multi_filter);
    return rest;
  });
  return {
    ...plan,
    status: 'SUSPEND',
    pattern_popup: { ...popup, matcher_list },
    migration_note: `suspended at start-up: ${message}. Old multi_filter: ${JSON.stringify(old)}. PUT the plan again with multi_filter { relation, conditions } (spec 001 §3).`,
  };
}

/** Rewrites (or suspends) every stored plan of the old shape, deleted ones included. */
export function upgradeLegacyPlans(db: Database): LegacyPlanUpgrade[] {
  const rows = db.prepare<[], Row>('SELECT plan_id, body FROM popup_plans').all();
  const update = db.prepare('UPDATE popup_plans SET body = ? WHERE plan_id = ?');
  const done: LegacyPlanUpgrade[] = [];
  db.transaction(() => {
    for (const row of rows) {
      const plan = JSON.parse(row.body) as Record<string, unknown>;
      if (!planHasLegacyMultiFilter(plan)) continue;
      const migrated = migrateLegacyPlan(plan);
      if (migrated.ok) {
        update.run(JSON.stringify(migrated.plan), row.plan_id);
        done.push({ planId: row.plan_id, outcome: 'migrated' });
      } else {
        update.run(JSON.stringify(suspended(plan, migrated.message)), row.plan_id);
        done.push({ planId: row.plan_id, outcome: 'suspended', message: migrated.message });
      }
    }
  })();
  return done;
}
