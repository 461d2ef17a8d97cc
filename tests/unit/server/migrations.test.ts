import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import DatabaseConstructor from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, runMigrations } from '../../../server/db/migrations';
import { openDatabase } from '../../../server/db/open-database';
import { hashPassword, hashPasswordSync, verifyPassword } from '../../../server/db/password';

const dirs: string[] = [];

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'app.sqlite');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('are loaded from numbered files in increasing order', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions.length).toBeGreaterThan(3);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    expect(MIGRATIONS[0]).toMatchObject({ version: 1, name: 'users-and-tokens' });
  });

  it('record each version once and are idempotent on reopen, keeping data', () => {
    const path = tempDbPath();
    const first = openDatabase(path);
    const versions = first
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .pluck()
      .all();
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    first.prepare("UPDATE users SET nick_name = '改过的名字' WHERE id = 1").run();
    const seededUsers = first.prepare('SELECT COUNT(*) FROM users').pluck().get();
    first.close();

    const reopened = openDatabase(path);
    expect(runMigrations(reopened)).toEqual([]);
    expect(reopened.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(
      MIGRATIONS.length,
    );
    expect(reopened.prepare('SELECT nick_name FROM users WHERE id = 1').pluck().get()).toBe(
      '改过的名字',
    );
    // Reopening never seeds a second time.
    expect(reopened.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(seededUsers);
    reopened.close();
  });

  it('apply only the missing ones to an older database', () => {
    const db = new DatabaseConstructor(':memory:');
    expect(runMigrations(db, MIGRATIONS.slice(0, 2))).toEqual(
      MIGRATIONS.slice(0, 2).map((m) => m.version),
    );
    expect(runMigrations(db)).toEqual(MIGRATIONS.slice(2).map((m) => m.version));
    db.close();
  });

  it('roll back a failing migration and leave it unrecorded', () => {
    const db = new DatabaseConstructor(':memory:');
    const broken = [
      ...MIGRATIONS,
      { version: 9999, name: 'broken', sql: 'CREATE TABLE t (a); NOT SQL' },
    ];
    expect(() => runMigrations(db, broken)).toThrow();
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(
      MIGRATIONS.length,
    );
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 't'").pluck().get()).toBe(0);
    db.close();
  });
});

describe('password hashing', () => {
  it('verifies the right password only and salts every hash', async () => {
    const hash = await hashPassword('Demo@1234');
    expect(await verifyPassword('Demo@1234', hash)).toBe(true);
    expect(await verifyPassword('demo@1234', hash)).toBe(false);
    expect(await verifyPassword('Demo@1234', 'plain')).toBe(false);
    expect(await hashPassword('Demo@1234')).not.toBe(hash);
    expect(await verifyPassword('Demo@1234', hashPasswordSync('Demo@1234'))).toBe(true);
  });

  it('hashes and verifies without holding the event loop (issue 14 item 7)', async () => {
    // Structural, not timed: scrypt runs in libuv's pool, so a callback queued behind the
    // call runs before the hash is ready; a blocking hash would settle first.
    const stored = hashPasswordSync('Demo@1234');
    for (const work of [() => hashPassword('Demo@1234'), () => verifyPassword('x', stored)]) {
      let loopRan = false;
      setImmediate(() => {
        loopRan = true;
      });
      await work();
      expect(loopRan).toBe(true);
    }
  });
});

describe('0005 bank card details', () => {
  it('allows one default card per user and use type, enforced by the schema', () => {
    const db = openDatabase(':memory:');
    const defaults = db
      .prepare(
        'SELECT user_id, use_type, COUNT(*) AS n FROM bank_cards WHERE is_default = 1 GROUP BY 1, 2',
      )
      .all() as Array<{ n: number }>;
    expect(defaults).toHaveLength(8); // the four demo users, transfer-in and transfer-out
    expect(defaults.every((row) => row.n === 1)).toBe(true);
    const second = db
      .prepare('SELECT id FROM bank_cards WHERE user_id = 1 AND use_type = 1 AND is_default = 0')
      .pluck()
      .get();
    expect(() =>
      db.prepare('UPDATE bank_cards SET is_default = 1 WHERE id = ?').run(second),
    ).toThrow(/UNIQUE/);
    db.close();
  });

  it('seeds every card with its detail fields', () => {
    const db = openDatabase(':memory:');
    const incomplete = db
      .prepare(
        `SELECT COUNT(*) FROM bank_cards WHERE holder_name = '' OR branch_name = ''
           OR reserved_phone = '' OR bound_at = 0`,
      )
      .pluck()
      .get();
    expect(incomplete).toBe(0);
    db.close();
  });
});
