import type { Database } from 'better-sqlite3';

/**
 * The ledger's invariants, checked from the stored rows alone (after TigerBeetle's
 * auditor): an empty list means the books add up. Used by the property test after
 * every step and by the seed's test.
 */
export function auditLedger(db: Database): string[] {
  const problems: string[] = [];
  const unbalanced = db
    .prepare(
      `SELECT transfer_id AS id, phase FROM ledger_entries GROUP BY transfer_id, phase
       HAVING SUM(CASE side WHEN 'D' THEN amount ELSE -amount END) <> 0`,
    )
    .all() as Array<{ id: number; phase: string }>;
  for (const row of unbalanced) problems.push(`transfer ${row.id} unbalanced (${row.phase})`);

  const totals = db
    .prepare(
      `SELECT phase, SUM(CASE side WHEN 'D' THEN amount ELSE 0 END) AS debits,
         SUM(CASE side WHEN 'C' THEN amount ELSE 0 END) AS credits
       FROM ledger_entries GROUP BY phase`,
    )
    .all() as Array<{ phase: string; debits: number; credits: number }>;
  for (const row of totals) {
    if (row.debits !== row.credits) {
      problems.push(`total ${row.phase} debits ${row.debits} ≠ credits ${row.credits}`);
    }
  }

  const drifted = db
    .prepare(
      `SELECT a.id, a.code FROM ledger_accounts a LEFT JOIN (
         SELECT account_id,
           SUM(CASE WHEN side = 'D' AND phase = 'posted' THEN amount ELSE 0 END) AS dp,
           SUM(CASE WHEN side = 'C' AND phase = 'posted' THEN amount ELSE 0 END) AS cp,
           SUM(CASE WHEN side = 'D' AND phase = 'pending' THEN amount ELSE 0 END) AS dq,
           SUM(CASE WHEN side = 'C' AND phase = 'pending' THEN amount ELSE 0 END) AS cq
         FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
       WHERE a.debits_posted <> IFNULL(e.dp, 0) OR a.credits_posted <> IFNULL(e.cp, 0)
         OR a.debits_pending <> IFNULL(e.dq, 0) OR a.credits_pending <> IFNULL(e.cq, 0)`,
    )
    .all() as Array<{ id: number; code: string }>;
  for (const row of drifted) problems.push(`account ${row.code}: balance ≠ sum of its entries`);

  const negative = db
    .prepare(
      `SELECT code FROM ledger_accounts WHERE debits_pending < 0 OR credits_pending < 0
         OR (no_overdraft = 1 AND debits_posted + debits_pending > credits_posted)`,
    )
    .pluck()
    .all();
  for (const code of negative) problems.push(`account ${String(code)} below zero`);

  const twice = db
    .prepare(
      `SELECT pending_id FROM ledger_transfers WHERE pending_id IS NOT NULL
       GROUP BY pending_id HAVING COUNT(*) > 1`,
    )
    .pluck()
    .all();
  for (const id of twice) problems.push(`hold ${String(id)} resolved more than once`);

  const notHolds = db
    .prepare(
      `SELECT r.id FROM ledger_transfers r JOIN ledger_transfers h ON h.id = r.pending_id
       WHERE h.kind <> 'pending' OR r.amount > h.amount`,
    )
    .pluck()
    .all();
  for (const id of notHolds) problems.push(`transfer ${String(id)} resolves no hold it fits`);

  const keys = db
    .prepare('SELECT op_key FROM ledger_operations GROUP BY op_key HAVING COUNT(*) > 1')
    .pluck()
    .all();
  for (const key of keys) problems.push(`operation key ${String(key)} applied more than once`);
  return problems;
}
