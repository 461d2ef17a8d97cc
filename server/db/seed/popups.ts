import type { Database } from 'better-sqlite3';
import { parsePlanBody, parseSettingsBody } from '../../popups/plan-schema';
import { putPlan, writeSettings } from '../../popups/store';
import { DEMO_POPUP_PLANS, DEMO_POPUP_SETTINGS } from './popups-data';

// The seed's clock: fixed, so a reset gives the same rows.
const SEEDED_AT = 0;

/** Demo campaigns, checked by the operator API's own rules (a bad seed fails loudly). */
export function seedPopups(db: Database): void {
  for (const plan of DEMO_POPUP_PLANS) {
    const parsed = parsePlanBody(plan.plan_id, plan);
    if (!parsed.ok) throw new Error(`seed plan ${plan.plan_id}: ${parsed.message}`);
    putPlan(db, parsed.value, SEEDED_AT);
  }
  const settings = parseSettingsBody(DEMO_POPUP_SETTINGS);
  if (!settings.ok) throw new Error(`seed popup settings: ${settings.message}`);
  writeSettings(db, settings.value);
}
