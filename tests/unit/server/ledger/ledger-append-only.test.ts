import DatabaseConstructor from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrations';
import { resetDatabase, seedIfEmpty } from '../../../../server/db/seed/index';
import { ensureAccount } from '../../../../server/ledger/accounts';
import { applyOperation } from '../../../../server/ledger/apply';
import { auditLedger } from '../../../../server/ledger/audit';

function seeded() {
  const db = new DatabaseConstructor(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db);
  seedIfEmpty(db, Date.UTC(2026, 10, 20, 4));
  return db;
}

describe('ledger rows are append-only', () => {
  it.each([
    'UPDATE ledger_entries SET amount = amount + 1',
    'DELETE FROM ledger_entries',
    "UPDATE ledger_transfers SET memo = 'x'",
    'DELETE FROM ledger_transfers',
    "UPDATE ledger_operations SET op_key = op_key || 'x'",
  ])('refuses %s', (sql) => {
    const db = seeded();
    expect(() => db.exec(sql)).toThrow(/append-only/);
    expect(auditLedger(db)).toEqual([]);
  });

  it('an operation is whole or nothing: a refused second leg leaves no first leg', () => {
    const db = seeded();
    const margin = ensureAccount(db, { code: 't:margin', kind: 'margin', noOverdraft: true });
    const world = ensureAccount(db, { code: 't:world', kind: 'world' });
    const count = () => db.prepare('SELECT COUNT(*) FROM ledger_entries').pluck().get();
    const before = count();
    const applied = applyOperation(db, {
      key: 't1',
      kind: 'test',
      now: 1,
      legs: [
        { kind: 'posted', debit: world, credit: margin, amount: 100, memo: 'in' },
        { kind: 'pending', debit: margin, credit: world, amount: 101, memo: 'too much' },
      ],
    });
    expect(applied).toEqual({ ok: false, reason: 'overdraft' });
    expect(count()).toBe(before);
    expect(
      db.prepare("SELECT COUNT(*) FROM ledger_operations WHERE op_key = 't1'").pluck().get(),
    ).toBe(0);
  });

  it('/__dev/reset still empties and reseeds the ledger, the same for the same time', () => {
    const db = seeded();
    const snapshot = () =>
      db
        .prepare(
          'SELECT code, debits_posted, credits_posted, debits_pending FROM ledger_accounts ORDER BY code',
        )
        .all();
    const first = snapshot();
    resetDatabase(db, Date.UTC(2026, 10, 20, 4));
    expect(snapshot()).toEqual(first);
    expect(auditLedger(db)).toEqual([]);
  });
});
