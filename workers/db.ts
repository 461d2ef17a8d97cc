import Dexie from 'dexie';
import type { DexieOptions, EntityTable } from 'dexie';
import type { ExperimentResult } from '../src/sdk/core/abtest';
import type { TrackedEvent } from '../src/sdk/core/engine-protocol';
import { upgradeLegacyConfig } from './popups/legacy-config';
import type { PopupVisitorRow } from './popups/visitor-row';

/** One queued event. `seq` orders rows (oldest first) within and across tabs. */
export interface OutboxRow {
  _track_id: number;
  tabId: string;
  seq: number;
  enqueuedAt: number;
  event: TrackedEvent;
}

/** A `_track_id` the receiver acknowledged, kept so a replayed spill is not sent twice. */
export interface DeliveredRow {
  _track_id: number;
  at: number;
}

/** Liveness of one tab's engine; heartbeatAt 0 means the tab is gone. */
export interface TabRow {
  tabId: string;
  heartbeatAt: number;
}

/** Takeover lock used where Web Locks are unavailable. */
export interface LeaseRow {
  name: string;
  owner: string;
  expiresAt: number;
}

/** The experiment results last fetched for one visitor (workers/abtest). */
export interface AbtestResultRow {
  visitorKey: string;
  results: ExperimentResult[];
  fetchedAt: number;
}

export type AnalyticsDb = Dexie & {
  outbox: EntityTable<OutboxRow, '_track_id'>;
  delivered: EntityTable<DeliveredRow, '_track_id'>;
  tabs: EntityTable<TabRow, 'tabId'>;
  leases: EntityTable<LeaseRow, 'name'>;
  abtestResults: EntityTable<AbtestResultRow, 'visitorKey'>;
  popupVisitors: EntityTable<PopupVisitorRow, 'project'>;
};

/**
 * Numbered schema versions (STYLE.md §7): a later shape change adds
 * `version(2).stores(...).upgrade(...)` below, never edits version 1.
 */
export function createAnalyticsDb(name: string, options?: DexieOptions): AnalyticsDb {
  const db = new Dexie(name, options) as AnalyticsDb;
  db.version(1).stores({
    outbox: '_track_id, tabId, seq, [tabId+seq]',
    delivered: '_track_id, at',
    tabs: 'tabId, heartbeatAt',
    leases: 'name',
  });
  // Experiments (issue 8): the visitor's results, one row per visitor key.
  db.version(2).stores({ abtestResults: 'visitorKey, fetchedAt' });
  // Popups (issue 7): one visitor row per project (workers/popups/visitor-row.ts).
  db.version(3).stores({ popupVisitors: 'project' });
  // Issue 14: a rule's multi_filter takes the shape of filter (spec 001 §3); stored
  // configs of the old shape are rewritten (workers/popups/legacy-config.ts).
  db.version(4)
    .stores({})
    .upgrade((tx) =>
      tx
        .table<PopupVisitorRow, string>('popupVisitors')
        .toCollection()
        .modify((row, ref) => {
          const next = upgradeLegacyConfig(row);
          if (next !== row) ref.value = next;
        }),
    );
  return db;
}
