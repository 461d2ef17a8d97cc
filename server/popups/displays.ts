/**
 * Shows and conversions, derived from the events the receiver stores (no extra
 * call from the page): a `$PlanPopupDisplay` with `$sf_succeed: true` (or a
 * control-group display, tracked but not drawn) is a show whose uuid is its
 * `$sf_msg_id`; a conversion is the plan's `convert_event` from the same
 * distinct_id between the show and the end of the plan's `convert_window`.
 */
import type { Database } from 'better-sqlite3';
import { windowEnd, windowSpan } from '../../src/shared/popups/time-windows';
import type { ReceivedEvent } from '../analytics/validate-event';
import { findPlan } from './store';

export const DISPLAY_EVENT = '$PlanPopupDisplay';

export interface DisplayStatus {
  uuid: string;
  converted: boolean;
  plan_id?: string;
  shown_at?: number;
  converted_at?: number;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

function recordShow(db: Database, event: ReceivedEvent): void {
  const props = event.properties;
  const uuid = text(props.$sf_msg_id);
  const planId = text(props.$sf_plan_id);
  if (!uuid || !planId) return;
  const plan = findPlan(db, planId, true);
  if (!plan) return;
  const control = plan.is_control_group === true;
  // A control-group display is "not shown (control group)": its conversions are the baseline.
  if (props.$sf_succeed !== true && !control) return;
  const convertEvent = plan.convert_event?.event_name ?? null;
  const hasWindow = convertEvent !== null && windowSpan(plan.convert_window) > 0;
  db.prepare(
    `INSERT OR IGNORE INTO popup_displays
       (uuid, plan_id, distinct_id, shown_at, control_group, convert_event, convert_until)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    uuid,
    planId,
    event.distinct_id,
    Math.trunc(event.time),
    control ? 1 : 0,
    hasWindow ? convertEvent : null,
    hasWindow ? windowEnd(Math.trunc(event.time), plan.convert_window) : null,
  );
}

/** Called with every batch the receiver stored (a retried batch changes nothing twice). */
export function recordPopupActivity(db: Database, events: readonly ReceivedEvent[]): void {
  const convert = db.prepare(
    `UPDATE popup_displays SET converted_at = ?
     WHERE distinct_id = ? AND convert_event = ? AND converted_at IS NULL
       AND shown_at <= ? AND ? < convert_until`,
  );
  db.transaction(() => {
    for (const event of events) {
      if (event.event === DISPLAY_EVENT) {
        recordShow(db, event);
      } else if (event.event) {
        const time = Math.trunc(event.time);
        convert.run(time, event.distinct_id, event.event, time, time);
      }
    }
  })();
}

interface DisplayRow {
  uuid: string;
  plan_id: string;
  shown_at: number;
  converted_at: number | null;
}

/** Conversion status per uuid, in the order asked; an unknown uuid is not converted. */
export function displayStatuses(db: Database, uuids: readonly string[]): DisplayStatus[] {
  const find = db.prepare<[string], DisplayRow>(
    'SELECT uuid, plan_id, shown_at, converted_at FROM popup_displays WHERE uuid = ?',
  );
  return uuids.map((uuid) => {
    const row = find.get(uuid);
    if (!row) return { uuid, converted: false };
    const status: DisplayStatus = {
      uuid,
      converted: row.converted_at !== null,
      plan_id: row.plan_id,
      shown_at: row.shown_at,
    };
    if (row.converted_at !== null) status.converted_at = row.converted_at;
    return status;
  });
}
