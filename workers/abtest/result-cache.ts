/**
 * The visitor's experiment results in Dexie (workers/db.ts `abtestResults`),
 * one row per visitor. IndexedDB trouble never fails a read or write: the
 * cache falls back to memory for this worker's life and says so once.
 */
import type { ExperimentResult } from '../../src/sdk/core/abtest';
import type { AbtestResultRow, AnalyticsDb } from '../db';
import { warn } from '../log';

export interface ResultCache {
  read(visitorKey: string): Promise<AbtestResultRow | null>;
  write(visitorKey: string, results: ExperimentResult[], fetchedAt: number): Promise<void>;
}

export function createResultCache(openDb: () => AnalyticsDb): ResultCache {
  const memory = new Map<string, AbtestResultRow>();
  let db: AnalyticsDb | null = null;
  let broken = false;

  function fail(action: string, error: unknown): void {
    if (!broken) warn(`experiment cache ${action} failed; keeping results in memory`, error);
    broken = true;
  }

  function table() {
    if (broken) return null;
    try {
      db ??= openDb();
      return db.abtestResults;
    } catch (error) {
      fail('open', error);
      return null;
    }
  }

  return {
    async read(visitorKey) {
      // Dexie first: another tab's worker may have stored a newer fetch.
      const rows = table();
      if (rows) {
        try {
          return (await rows.get(visitorKey)) ?? memory.get(visitorKey) ?? null;
        } catch (error) {
          fail('read', error);
        }
      }
      return memory.get(visitorKey) ?? null;
    },
    async write(visitorKey, results, fetchedAt) {
      const row: AbtestResultRow = { visitorKey, results, fetchedAt };
      memory.set(visitorKey, row);
      const rows = table();
      if (!rows) return;
      try {
        await rows.put(row);
      } catch (error) {
        fail('write', error);
      }
    },
  };
}
