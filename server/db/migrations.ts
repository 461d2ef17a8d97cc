import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Migrations are numbered SQL files in `server/db/migrations/`, named
 * `NNNN-what-it-does.sql`. They are append-only: a shipped file is never
 * edited, a change is a new file. Areas number in their own ranges so that
 * parallel work never collides: platform 0001–0099, popups 0100–0199,
 * experiments 0200–0299, rules/articles/auction lists 0300–0399, seller
 * 0400–0499, direct sale 0500–0599, funds 0600–0699, other screens 0700–0799.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{4})-([a-z0-9-]+)\.sql$/;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    const match = FILE_NAME.exec(file);
    if (!match) {
      if (file.endsWith('.sql')) throw new Error(`migration file name not NNNN-name.sql: ${file}`);
      continue;
    }
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    });
  }
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) throw new Error('two migration files share a number');
  return migrations;
}

export const MIGRATIONS: readonly Migration[] = loadMigrations();

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
