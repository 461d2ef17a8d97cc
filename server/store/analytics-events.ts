import type { Database } from 'better-sqlite3';
import type { ReceivedEvent } from '../analytics/validate-event';

export interface StoreResult {
  stored: number;
  duplicates: number;
}

export interface EventsReadout {
  events: unknown[];
  arrivals: number;
  duplicates: number;
}

/**
 * Stores events idempotently by `_track_id` + `distinct_id` (a retried batch is kept
 * once) and counts every arrival, duplicates included, per event name.
 */
export function storeEvents(
  db: Database,
  events: readonly ReceivedEvent[],
  now: number,
): StoreResult {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO analytics_events (track_id, distinct_id, event, type, time, raw, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const count = db.prepare(
    `INSERT INTO analytics_arrivals (event, arrivals, duplicates) VALUES (?, 1, ?)
     ON CONFLICT (event) DO UPDATE SET arrivals = arrivals + 1, duplicates = duplicates + excluded.duplicates`,
  );
  return db.transaction(() => {
    const result: StoreResult = { stored: 0, duplicates: 0 };
    for (const event of events) {
      const name = event.event ?? '';
      const { changes } = insert.run(
        String(event._track_id),
        event.distinct_id,
        name,
        event.type,
        Math.trunc(event.time),
        JSON.stringify(event),
        now,
      );
      const duplicate = changes === 0;
      count.run(name, duplicate ? 1 : 0);
      if (duplicate) result.duplicates += 1;
      else result.stored += 1;
    }
    return result;
  })();
}

/** Stored events in arrival order, optionally of one event name, with the arrival counters. */
export function readEvents(db: Database, eventName?: string): EventsReadout {
  const filter = eventName === undefined ? '' : 'WHERE event = ?';
  const args = eventName === undefined ? [] : [eventName];
  const raws = db
    .prepare(`SELECT raw FROM analytics_events ${filter} ORDER BY seq`)
    .pluck()
    .all(...args) as string[];
  const counters = db
    .prepare(
      `SELECT COALESCE(SUM(arrivals), 0) AS arrivals, COALESCE(SUM(duplicates), 0) AS duplicates
       FROM analytics_arrivals ${filter}`,
    )
    .get(...args) as { arrivals: number; duplicates: number };
  return {
    events: raws.map((raw) => JSON.parse(raw) as unknown),
    arrivals: Number(counters.arrivals),
    duplicates: Number(counters.duplicates),
  };
}

export function clearEvents(db: Database): void {
  db.exec('DELETE FROM analytics_events; DELETE FROM analytics_arrivals;');
}
