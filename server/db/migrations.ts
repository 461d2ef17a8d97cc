import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Ordered, append-only: a shipped migration is never edited, a change is a new
 * entry with the next version number.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users-and-tokens',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL UNIQUE,
        nick_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        seller_id INTEGER,
        bidding_no TEXT
      );
      CREATE TABLE tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );`,
  },
  {
    version: 2,
    name: 'bank-cards',
    sql: `
      CREATE TABLE bank_cards (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        bank_name TEXT NOT NULL,
        card_no TEXT NOT NULL,
        use_type INTEGER NOT NULL CHECK (use_type IN (1, 2)),
        is_default INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX bank_cards_user_type ON bank_cards (user_id, use_type, id);`,
  },
  {
    version: 3,
    name: 'analytics-events',
    sql: `
      CREATE TABLE analytics_events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        track_id TEXT NOT NULL,
        distinct_id TEXT NOT NULL,
        event TEXT,
        type TEXT NOT NULL,
        time INTEGER NOT NULL,
        raw TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX analytics_events_dedup ON analytics_events (track_id, distinct_id);
      CREATE INDEX analytics_events_event ON analytics_events (event, seq);
      CREATE TABLE analytics_arrivals (
        event TEXT PRIMARY KEY,
        arrivals INTEGER NOT NULL DEFAULT 0,
        duplicates INTEGER NOT NULL DEFAULT 0
      );`,
  },
  {
    version: 4,
    name: 'visual-configs-and-deep-links',
    sql: `
      CREATE TABLE visual_configs (
        app_id TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        config TEXT NOT NULL
      );
      CREATE TABLE deep_links (
        key TEXT PRIMARY KEY,
        project TEXT NOT NULL,
        answer TEXT NOT NULL
      );`,
  },
];

/** Applies every migration newer than the recorded ones, each in its own transaction. */
export function runMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Date.now());
    })();
    ran.push(migration.version);
  }
  return ran;
}
