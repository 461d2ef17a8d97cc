/**
 * Where the popup runtime keeps its visitor row: the engine's Dexie database
 * (table popupVisitors, workers/db.ts version 3). When IndexedDB fails the row
 * lives on in memory for this worker's life: popups keep working, and the
 * failure is logged once.
 */
import type { AnalyticsDb } from '../db';
import { warn } from '../log';
import type { PopupVisitorRow } from './visitor-row';

export interface PopupStore {
  load(project: string): Promise<PopupVisitorRow | undefined>;
  save(row: PopupVisitorRow): Promise<void>;
}

export function createPopupStore(db: AnalyticsDb): PopupStore {
  const memory = new Map<string, PopupVisitorRow>();
  let failed = false;
  const fail = (error: unknown): void => {
    if (!failed) warn('popup state kept in memory: IndexedDB failed', error);
    failed = true;
  };
  return {
    async load(project) {
      if (failed) return memory.get(project);
      try {
        return await db.popupVisitors.get(project);
      } catch (error) {
        fail(error);
        return memory.get(project);
      }
    },
    async save(row) {
      memory.set(row.project, row);
      if (failed) return;
      try {
        await db.popupVisitors.put(row);
      } catch (error) {
        fail(error);
      }
    },
  };
}
