/**
 * Issue 14 item 8 in the worker's store: a visitor row written by Dexie version 3
 * whose config carries the old `multi_filter { relation, filters }` is rewritten by
 * version 4 into spec 001 §3's shape (same meaning); a plan no single filter can
 * say is left out until the next pull. Other rows and fields are kept as they were.
 */
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../src/sdk/core/popup/types';
import { createAnalyticsDb } from '../../../workers/db';
import type { PopupVisitorRow } from '../../../workers/popups/visitor-row';

const cond = (field: string) => ({ field, function: 'isTrue', params: [] });
const planWith = (id: number, multi: unknown) => ({
  plan_id: id,
  pattern_popup: { matcher_list: [{ event_name: 'buy', multi_filter: multi }] },
});

/** The database as version 3 of workers/db.ts left it. */
async function writeVersion3(name: string, rows: PopupVisitorRow[]): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores({
    outbox: '_track_id, tabId, seq, [tabId+seq]',
    delivered: '_track_id, at',
    tabs: 'tabId, heartbeatAt',
    leases: 'name',
  });
  old.version(2).stores({ abtestResults: 'visitorKey, fetchedAt' });
  old.version(3).stores({ popupVisitors: 'project' });
  await old.table('popupVisitors').bulkPut(rows);
  old.close();
}

function row(project: string, config: ServerConfig | null): PopupVisitorRow {
  return {
    project,
    distinctId: 'v1',
    config,
    state: { version: 1, global_popup_count: [5], plans: {} },
    profile: { city: '杭州' },
    serverOffsetMs: 0,
    pulledAt: 1,
    updatedAt: 2,
    displays: [],
  };
}

describe('Dexie version 4: stored configs of the old multi_filter shape', () => {
  it('rewrites them in the spec’s shape and leaves out what cannot be said', async () => {
    const name = `legacy-${Math.random()}`;
    const legacy = {
      server_current_time: 1,
      min_sdk_version_required: '1.26',
      popup_plans: [
        planWith(1, {
          relation: 'or',
          filters: [{ conditions: [cond('a')] }, { conditions: [cond('b')] }],
        }),
        planWith(2, {
          relation: 'or',
          filters: [
            { relation: 'and', conditions: [cond('a'), cond('b')] },
            { conditions: [cond('c')] },
          ],
        }),
        planWith(3, { relation: 'and', conditions: [cond('d')] }),
      ],
    } as unknown as ServerConfig;
    await writeVersion3(name, [row('default', legacy), row('other', null)]);

    const db = createAnalyticsDb(name);
    try {
      const upgraded = await db.popupVisitors.get('default');
      expect(upgraded?.config?.popup_plans).toEqual([
        planWith(1, { relation: 'or', conditions: [cond('a'), cond('b')] }),
        planWith(3, { relation: 'and', conditions: [cond('d')] }),
      ]);
      expect(upgraded?.state).toEqual(row('default', null).state);
      expect(upgraded?.profile).toEqual({ city: '杭州' });
      expect(await db.popupVisitors.get('other')).toEqual(row('other', null));
      expect(db.verno).toBe(4);
    } finally {
      db.close();
    }
  });
});
