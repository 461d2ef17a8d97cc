import type { Database } from 'better-sqlite3';
import type { LegAccount, RecordLeg } from '../../src/shared/contracts/fund-records';
import type { AccountKind } from '../ledger/accounts';

/**
 * The ledger legs behind a record (/secondParticularsDetails): every posted entry
 * of the operation its transfer belongs to, so a withdrawal shows its amount to
 * the banks and its fee together, and a transfer both of its sides. The caller
 * must own the record (findRecord) before this is asked: the legs name another
 * user's account only by its kind and never show its balance.
 */
const LEGS = `
  SELECT e.id AS entryId, e.transfer_id AS transferId, a.kind AS kind,
    a.user_id = @userId AS mine, e.side AS side, e.amount AS amountCents, t.memo AS memo,
    CASE WHEN a.user_id = @userId THEN (
      SELECT SUM(CASE WHEN x.side = 'C' THEN x.amount ELSE -x.amount END)
      FROM ledger_entries x JOIN ledger_transfers xt ON xt.id = x.transfer_id
      WHERE x.account_id = e.account_id AND x.phase = 'posted'
        AND (xt.created_at, xt.id) <= (t.created_at, t.id)
    ) END AS balanceAfterCents
  FROM ledger_transfers t
    JOIN ledger_entries e ON e.transfer_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id
  WHERE t.operation_id = (SELECT operation_id FROM ledger_transfers WHERE id = @recordId)
    AND e.phase = 'posted' AND e.amount > 0
  ORDER BY e.id`;

interface LegRow {
  entryId: number;
  transferId: number;
  kind: AccountKind;
  mine: 0 | 1 | null;
  side: 'D' | 'C';
  amountCents: number;
  memo: string;
  balanceAfterCents: number | null;
}

function accountOf(kind: AccountKind, mine: boolean): LegAccount {
  switch (kind) {
    case 'wallet':
      return mine ? 'MY_WALLET' : 'OTHER_WALLET';
    case 'margin':
      return mine ? 'MY_MARGIN' : 'OTHER_MARGIN';
    case 'world':
      return 'BANK';
    case 'fees':
      return 'FEES';
    case 'platform':
      return 'PLATFORM';
  }
}

export function recordLegs(db: Database, userId: number, recordId: number): RecordLeg[] {
  const rows = db.prepare(LEGS).all({ userId, recordId }) as LegRow[];
  return rows.map((row) => {
    const mine = row.mine === 1;
    return {
      entryId: row.entryId,
      transferId: row.transferId,
      account: accountOf(row.kind, mine),
      direction: row.side === 'D' ? 'DEBIT' : 'CREDIT',
      amountCents: row.amountCents,
      balanceAfterCents: mine ? row.balanceAfterCents : null,
      memo: row.memo,
    };
  });
}
