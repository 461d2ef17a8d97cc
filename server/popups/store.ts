/** Popup plans and global settings in SQLite (migration 0100). */
import type { Database } from 'better-sqlite3';
import type { PopupSettings, StoredPlan } from './plan-schema';

interface PlanRow {
  body: string;
}

// Only parsePlanBody's output (or the seed, which goes through it) is ever written, or
// legacy-plans.ts's start-up rewrite of an older one.
const fromRow = (row: PlanRow): StoredPlan => JSON.parse(row.body) as StoredPlan;

/**
 * Create or replace; a replaced deleted plan comes back. `last_update_config_time`
 * is the time of the change (with `window_update`, clients void older windows).
 */
export function putPlan(db: Database, body: StoredPlan, now: number): StoredPlan {
  const plan: StoredPlan = { ...body, last_update_config_time: now };
  db.prepare(
    `INSERT INTO popup_plans (plan_id, body, updated_at, deleted_at) VALUES (?, ?, ?, NULL)
     ON CONFLICT (plan_id) DO UPDATE SET
       body = excluded.body, updated_at = excluded.updated_at, deleted_at = NULL`,
  ).run(String(plan.plan_id), JSON.stringify(plan), now);
  return plan;
}

/** Live (not deleted) plans, by plan_id text. */
export function listPlans(db: Database): StoredPlan[] {
  return db
    .prepare<[], PlanRow>('SELECT body FROM popup_plans WHERE deleted_at IS NULL ORDER BY plan_id')
    .all()
    .map(fromRow);
}

/** A plan by id; deleted ones only when asked (displays of a deleted plan still convert). */
export function findPlan(db: Database, planId: string, includeDeleted = false): StoredPlan | null {
  const row = db
    .prepare<[string], PlanRow>(
      `SELECT body FROM popup_plans WHERE plan_id = ?${includeDeleted ? '' : ' AND deleted_at IS NULL'}`,
    )
    .get(planId);
  return row ? fromRow(row) : null;
}

/** Marks a plan deleted; false when there was no live plan with that id. */
export function deletePlan(db: Database, planId: string, now: number): boolean {
  const { changes } = db
    .prepare('UPDATE popup_plans SET deleted_at = ? WHERE plan_id = ? AND deleted_at IS NULL')
    .run(now, planId);
  return changes > 0;
}

const SETTING_NAMES = [
  'msg_limit_global',
  'popup_interval_global',
  'config_pull_interval_ms',
] as const;

export function readSettings(db: Database): PopupSettings {
  const rows = db
    .prepare<[], { name: string; value: string }>('SELECT name, value FROM popup_settings')
    .all();
  const settings: Record<string, unknown> = {};
  for (const row of rows) {
    if ((SETTING_NAMES as readonly string[]).includes(row.name)) {
      settings[row.name] = JSON.parse(row.value) as unknown;
    }
  }
  // Only parseSettingsBody's output is ever written.
  return settings as PopupSettings;
}

/** Sets the fields given; the others keep their values. */
export function writeSettings(db: Database, settings: PopupSettings): PopupSettings {
  const upsert = db.prepare(
    `INSERT INTO popup_settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
  db.transaction(() => {
    for (const name of SETTING_NAMES) {
      const value = settings[name];
      if (value !== undefined) upsert.run(name, JSON.stringify(value));
    }
  })();
  return readSettings(db);
}
