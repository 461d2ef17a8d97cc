import type { Database } from 'better-sqlite3';
import { balanceOf, spendable } from './accounts';

/**
 * One leg of an operation. `posted` moves money at once; `pending` reserves it
 * (a hold: the debit account's spendable money drops, nothing arrives yet);
 * `post` turns a hold into a posted transfer of `amount` (default: all of it, the
 * rest released); `void` releases a hold.
 */
export interface MoveLeg {
  debit: number;
  credit: number;
  amount: number;
  memo: string;
}

export type Leg =
  | ({ kind: 'posted' } & MoveLeg)
  | ({ kind: 'pending' } & MoveLeg)
  | { kind: 'post'; pendingId: number; amount?: number; memo: string }
  | { kind: 'void'; pendingId: number; memo: string };

export interface Operation {
  /** Applied at most once: a second operation with this key changes nothing. */
  key: string;
  kind: string;
  legs: readonly Leg[];
  now: number;
}

export type Refusal =
  'badAmount' | 'overdraft' | 'holdNotFound' | 'holdResolved' | 'postExceedsHold';

export type Applied =
  | { ok: true; operationId: number; transferIds: number[]; replayed: boolean }
  | { ok: false; reason: Refusal };

/** What a step may be told to do by the fault controls or a test: throw to fail mid-operation. */
export interface ApplyHooks {
  afterLeg?: (index: number) => void;
}

class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

interface PendingRow {
  id: number;
  debit: number;
  credit: number;
  amount: number;
  kind: string;
  resolved: number;
}

function findHold(db: Database, pendingId: number): PendingRow {
  const row = db
    .prepare(
      `SELECT id, debit_account_id AS debit, credit_account_id AS credit, amount, kind,
         EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id) AS resolved
       FROM ledger_transfers t WHERE id = ?`,
    )
    .get(pendingId) as PendingRow | undefined;
  if (!row || row.kind !== 'pending') throw new Refused('holdNotFound');
  if (row.resolved) throw new Refused('holdResolved');
  return row;
}

function checkSpendable(db: Database, accountId: number, amount: number): void {
  const flagged = db
    .prepare('SELECT no_overdraft FROM ledger_accounts WHERE id = ?')
    .pluck()
    .get(accountId);
  if (flagged === 1 && spendable(balanceOf(db, accountId)) < amount) {
    throw new Refused('overdraft');
  }
}

type EntryRow = [account: number, side: 'D' | 'C', phase: 'posted' | 'pending', amount: number];

function insertLeg(db: Database, operationId: number, leg: Leg, now: number): number {
  let row: { debit: number; credit: number; amount: number; pendingId: number | null };
  let entries: EntryRow[];
  if (leg.kind === 'posted' || leg.kind === 'pending') {
    if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) throw new Refused('badAmount');
    checkSpendable(db, leg.debit, leg.amount);
    row = { debit: leg.debit, credit: leg.credit, amount: leg.amount, pendingId: null };
    const phase = leg.kind === 'posted' ? 'posted' : 'pending';
    entries = [
      [leg.debit, 'D', phase, leg.amount],
      [leg.credit, 'C', phase, leg.amount],
    ];
  } else {
    const hold = findHold(db, leg.pendingId);
    const posted = leg.kind === 'post' ? (leg.amount ?? hold.amount) : 0;
    if (!Number.isSafeInteger(posted) || posted < 0) throw new Refused('badAmount');
    if (posted > hold.amount) throw new Refused('postExceedsHold');
    row = { debit: hold.debit, credit: hold.credit, amount: posted, pendingId: hold.id };
    // The whole hold is released; what is posted moves as posted money.
    entries = [
      [hold.debit, 'D', 'pending', -hold.amount],
      [hold.credit, 'C', 'pending', -hold.amount],
    ];
    if (posted > 0)
      entries.push([hold.debit, 'D', 'posted', posted], [hold.credit, 'C', 'posted', posted]);
  }
  const transferId = Number(
    db
      .prepare(
        `INSERT INTO ledger_transfers (operation_id, debit_account_id, credit_account_id, amount,
           kind, pending_id, memo, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(operationId, row.debit, row.credit, row.amount, leg.kind, row.pendingId, leg.memo, now)
      .lastInsertRowid,
  );
  const insertEntry = db.prepare(
    'INSERT INTO ledger_entries (transfer_id, account_id, side, phase, amount) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [account, side, phase, amount] of entries) {
    insertEntry.run(transferId, account, side, phase, amount);
  }
  return transferId;
}

function transfersOf(db: Database, operationId: number): number[] {
  return db
    .prepare('SELECT id FROM ledger_transfers WHERE operation_id = ? ORDER BY id')
    .pluck()
    .all(operationId)
    .map(Number);
}

/**
 * Applies an operation whole or not at all (one SQLite transaction, a savepoint
 * when the caller has one open). A key seen before answers the first
 * application's transfers and moves nothing; a refused operation records
 * nothing, so its key may be tried again.
 */
export function applyOperation(db: Database, op: Operation, hooks: ApplyHooks = {}): Applied {
  const run = db.transaction((): Applied => {
    const seen = db
      .prepare('SELECT id FROM ledger_operations WHERE op_key = ?')
      .pluck()
      .get(op.key);
    if (typeof seen === 'number') {
      return { ok: true, operationId: seen, transferIds: transfersOf(db, seen), replayed: true };
    }
    const operationId = Number(
      db
        .prepare('INSERT INTO ledger_operations (op_key, kind, created_at) VALUES (?, ?, ?)')
        .run(op.key, op.kind, op.now).lastInsertRowid,
    );
    const transferIds = op.legs.map((leg, index) => {
      const id = insertLeg(db, operationId, leg, op.now);
      hooks.afterLeg?.(index);
      return id;
    });
    return { ok: true, operationId, transferIds, replayed: false };
  });
  try {
    return run();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}
