import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { upgradeLegacyPlans } from '../popups/legacy-plans';
import { runMigrations } from './migrations';
import { seedIfEmpty } from './seed/index';

/** Opens (creating the folder if needed), migrates and seeds the server's SQLite database. */
export function openDatabase(dbPath: string): Database {
  const inMemory = dbPath === ':memory:';
  if (!inMemory) mkdirSync(dirname(dbPath), { recursive: true });
  const db = new DatabaseConstructor(dbPath);
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  runMigrations(db);
  // Data written in an older shape than the code reads (SQL migrations cannot rewrite JSON bodies).
  for (const change of upgradeLegacyPlans(db)) {
    const why = change.message ? `: ${change.message}` : '';
    console.warn(`popup plan ${change.planId}: old multi_filter ${change.outcome}${why}`);
  }
  seedIfEmpty(db);
  return db;
}
