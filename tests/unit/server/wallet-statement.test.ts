import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { walletBalanceAt } from '../../../server/wallet/records';
import { statementLines } from '../../../server/wallet/statement-csv';
import { makeTransfer } from '../../../server/wallet/transfers';
import { walletFigures } from '../../../server/wallet/wallet-store';

// The statement reads its rows in batches (keyset on time, then id): a long range
// crosses many batches, and rows sharing one timestamp are neither lost nor doubled.

describe('statement batches', () => {
  it('streams every record of a long history once, totals equal to the change', () => {
    const db = openDatabase(':memory:');
    const userId = DEMO_USERS.bidder.id;
    const start = Date.UTC(2030, 0, 1);
    for (let i = 0; i < 1_234; i += 1) {
      // Three transfers share each timestamp; directions alternate so the balance moves both ways.
      const made = makeTransfer(
        db,
        {
          userId,
          kind: i % 2 === 0 ? 'MARGIN_TO_WALLET' : 'WALLET_TO_MARGIN',
          toUserId: null,
          amountCents: 100 + (i % 7),
          remark: '',
        },
        start + Math.floor(i / 3) * 1_000,
        `TS${i}`,
      );
      expect('transferNo' in made).toBe(true);
    }
    const range: [number, number] = [start, start + 86_400_000];
    const lines = [...statementLines(db, userId, range)];
    const rows = lines.slice(1, -2).map((line) => line.trimEnd().split(','));
    expect(rows).toHaveLength(1_234);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_234);
    const totals = lines.at(-1)!.trimEnd().split(',');
    const change = walletBalanceAt(db, userId, range[1]) - walletBalanceAt(db, userId, range[0]);
    expect(Math.round(Number(totals[6]) * 100)).toBe(change);
    expect(Math.round(Number(rows.at(-1)![6]) * 100)).toBe(walletFigures(db, userId).balanceCents);
    db.close();
  });
});
