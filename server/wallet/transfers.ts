import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { FUNDS_ERRORS } from '../../src/shared/funds-codes';
import { fail, type Failure } from '../kit/failure';
import { userAccount } from '../ledger/accounts';
import { applyOperation, type Leg } from '../ledger/apply';

/**
 * Immediate transfers of the wallet (no bank in between): one ledger operation
 * keyed xfer:<transferNo> and its wallet_transfers row, in one transaction. The
 * ledger refuses what the paying account cannot cover (holds counted).
 */
export type TransferKind = 'WALLET_TO_MARGIN' | 'MARGIN_TO_WALLET' | 'TO_SELLER';

export interface TransferRow {
  transferNo: string;
  userId: number;
  kind: TransferKind;
  toUserId: number | null;
  amountCents: number;
  remark: string;
  createdAt: number;
}

export const transferKey = (transferNo: string) => `xfer:${transferNo}`;

const MEMOS: Record<TransferKind, string> = {
  WALLET_TO_MARGIN: '钱包转入保证金',
  MARGIN_TO_WALLET: '保证金转入钱包',
  TO_SELLER: '付款给卖家',
};

export function transferLegs(
  db: Database,
  t: Pick<TransferRow, 'userId' | 'kind' | 'toUserId' | 'amountCents'>,
): Leg[] {
  const wallet = userAccount(db, t.userId, 'wallet');
  const margin = userAccount(db, t.userId, 'margin');
  const [debit, credit] =
    t.kind === 'WALLET_TO_MARGIN'
      ? [wallet, margin]
      : t.kind === 'MARGIN_TO_WALLET'
        ? [margin, wallet]
        : [wallet, userAccount(db, t.toUserId ?? 0, 'wallet')];
  return [{ kind: 'posted', debit, credit, amount: t.amountCents, memo: MEMOS[t.kind] }];
}

class Refused extends Error {}

/** Records and applies a transfer; the row, or the failure (nothing moved). */
export function makeTransfer(
  db: Database,
  t: Omit<TransferRow, 'transferNo' | 'createdAt'>,
  at: number,
  transferNo = `T${at}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
): TransferRow | Failure {
  const row: TransferRow = { ...t, transferNo, createdAt: at };
  try {
    db.transaction(() => {
      db.prepare(
        `INSERT INTO wallet_transfers (transfer_no, user_id, kind, to_user_id, amount_cents,
             remark, created_at) VALUES (@transferNo, @userId, @kind, @toUserId, @amountCents,
             @remark, @createdAt)`,
      ).run(row);
      const applied = applyOperation(db, {
        key: transferKey(transferNo),
        kind: t.kind,
        legs: transferLegs(db, row),
        now: at,
      });
      if (!applied.ok) throw new Refused(applied.reason);
    })();
  } catch (error) {
    if (error instanceof Refused) {
      return fail(
        error.message === 'overdraft' ? FUNDS_ERRORS.overBalance : FUNDS_ERRORS.amountRefused,
      );
    }
    throw error;
  }
  return row;
}

export function findTransfer(db: Database, transferNo: string): TransferRow | undefined {
  return db
    .prepare(
      `SELECT transfer_no AS transferNo, user_id AS userId, kind, to_user_id AS toUserId,
         amount_cents AS amountCents, remark, created_at AS createdAt
       FROM wallet_transfers WHERE transfer_no = ?`,
    )
    .get(transferNo) as TransferRow | undefined;
}
