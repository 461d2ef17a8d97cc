/**
 * Visitor rows stored before issue 14 (Dexie version 3) may hold a config whose
 * rules carry `multi_filter` in the old shape `{ relation, filters }`, which the
 * engine no longer reads (spec 001 §3 gives it the shape of `filter`). Dexie
 * version 4 (workers/db.ts) rewrites each such plan into the spec's shape with the
 * same meaning; a plan no single filter can say is left out (the next pull brings
 * what the server sends now). Pure.
 */
import { migrateLegacyPlan } from '../../src/shared/popups/legacy-multi-filter';
import type { Plan } from '../../src/sdk/core/popup/types';
import type { PopupVisitorRow } from './visitor-row';

/** The row with its config's plans migrated; the same row when nothing was old. */
export function upgradeLegacyConfig(row: PopupVisitorRow): PopupVisitorRow {
  const plans: unknown = row.config?.popup_plans;
  if (!row.config || !Array.isArray(plans)) return row;
  let changed = false;
  const kept: Plan[] = [];
  for (const plan of plans) {
    const migrated = migrateLegacyPlan(plan);
    changed ||= !migrated.ok || migrated.changed;
    if (migrated.ok) kept.push(migrated.plan as Plan);
  }
  return changed ? { ...row, config: { ...row.config, popup_plans: kept } } : row;
}
