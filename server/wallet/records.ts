import type { Database } from 'better-sqlite3';
import type { FundRecord, RecordType } from '../../src/shared/contracts/fund-records';
import { userAccount } from '../ledger/accounts';

/**
 * A user's records: every posted ledger transfer of one of their accounts
 * (wallet or margin), typed by the account on the other side, with the posted
 * balance right after it (a running sum over the account's own transfers in
 * time order, so it always equals the entries). Filters apply after the sum.
 */
const MOVES = `
  WITH moves AS (
    SELECT t.id, t.created_at, t.memo, o.op_key,
      CASE WHEN t.credit_account_id = @acc THEN t.amount ELSE -t.amount END AS signed,
      CASE WHEN t.credit_account_id = @acc THEN t.debit_account_id ELSE t.credit_account_id END AS cp
    FROM ledger_transfers t JOIN ledger_operations o ON o.id = t.operation_id
    WHERE (t.debit_account_id = @acc OR t.credit_account_id = @acc)
      AND t.kind IN ('posted', 'post') AND t.amount > 0
  ), records AS (
    SELECT m.id AS recordId,
      CASE
        WHEN cp.kind = 'world' THEN CASE WHEN m.signed > 0 THEN 'RECHARGE' ELSE 'WITHDRAW' END
        WHEN cp.kind = 'fees' THEN 'FEE'
        WHEN cp.user_id = @userId THEN CASE WHEN m.signed > 0 THEN 'TRANSFER_IN' ELSE 'TRANSFER_OUT' END
        WHEN cp.kind = 'wallet' THEN CASE WHEN m.signed > 0 THEN 'SELLER_INCOME' ELSE 'PAY_SELLER' END
        ELSE CASE WHEN m.signed > 0 THEN 'REFUND' ELSE 'ORDER_PAY' END
      END AS type,
      m.memo AS title, m.signed AS amountCents,
      SUM(m.signed) OVER (ORDER BY m.created_at, m.id) AS balanceAfterCents,
      m.created_at AS createdAt, m.op_key AS opKey
    FROM moves m JOIN ledger_accounts cp ON cp.id = m.cp
  )`;

export interface RecordFilter {
  type?: RecordType;
  /** [from, to) epoch ms. */
  range?: [number, number];
  /** 1: money in only, -1: money out only. */
  sign?: 1 | -1;
}

const WHERE = `WHERE (@type IS NULL OR type = @type)
  AND (@from IS NULL OR createdAt >= @from) AND (@to IS NULL OR createdAt < @to)
  AND (@sign IS NULL OR amountCents * @sign > 0)`;

function params(db: Database, userId: number, kind: 'wallet' | 'margin', f: RecordFilter) {
  return {
    acc: userAccount(db, userId, kind),
    userId,
    type: f.type ?? null,
    from: f.range?.[0] ?? null,
    to: f.range?.[1] ?? null,
    sign: f.sign ?? null,
  };
}

type Row = FundRecord & { opKey: string; total?: number };

const strip = ({ recordId, type, title, amountCents, balanceAfterCents, createdAt }: Row) => ({
  recordId,
  type,
  title,
  amountCents,
  balanceAfterCents,
  createdAt,
});

export function recordPage(
  db: Database,
  q: {
    userId: number;
    kind: 'wallet' | 'margin';
    pageIndex: number;
    pageSize: number;
  } & RecordFilter,
) {
  const rows = db
    .prepare(
      `${MOVES} SELECT *, COUNT(*) OVER () AS total FROM records ${WHERE}
       ORDER BY createdAt DESC, recordId DESC LIMIT @limit OFFSET @offset`,
    )
    .all({
      ...params(db, q.userId, q.kind, q),
      limit: q.pageSize,
      offset: (q.pageIndex - 1) * q.pageSize,
    }) as Row[];
  const total =
    rows[0]?.total ??
    Number(
      db
        .prepare(`${MOVES} SELECT COUNT(*) FROM records ${WHERE}`)
        .pluck()
        .get(params(db, q.userId, q.kind, q)),
    );
  return { list: rows.map(strip), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

/** One record of the user's wallet or margin account, with the payment behind it. */
export function findRecord(db: Database, userId: number, recordId: number) {
  for (const kind of ['wallet', 'margin'] as const) {
    const row = db
      .prepare(`${MOVES} SELECT * FROM records WHERE recordId = @recordId`)
      .get({ ...params(db, userId, kind, {}), recordId }) as Row | undefined;
    if (!row) continue;
    const payNo = /^pay:(P\d+):/.exec(row.opKey)?.[1] ?? null;
    const memo = row.title;
    return {
      ...strip(row),
      account: kind === 'wallet' ? 'WALLET' : 'MARGIN',
      payNo,
      memo,
    } as const;
  }
  return undefined;
}

/** Whether a transfer id exists at all (another user's record is forbidden, not missing). */
export function transferExists(db: Database, id: number): boolean {
  return db.prepare('SELECT 1 FROM ledger_transfers WHERE id = ?').get(id) !== undefined;
}

/**
 * Withdrawals returned to the wallet (the hold voided: the bank failed or the
 * user cancelled), newest first; the amount is what became spendable again.
 */
export function refundPage(
  db: Database,
  q: { userId: number; pageIndex: number; pageSize: number },
) {
  const acc = userAccount(db, q.userId, 'wallet');
  const where = `FROM ledger_transfers v JOIN ledger_transfers p ON p.id = v.pending_id
    WHERE v.kind = 'void' AND p.debit_account_id = @acc`;
  const total = Number(db.prepare(`SELECT COUNT(*) ${where}`).pluck().get({ acc }));
  const list = db
    .prepare(
      `SELECT v.id AS recordId, 'REFUND' AS type, v.memo AS title, p.amount AS amountCents,
         (SELECT IFNULL(SUM(CASE WHEN x.credit_account_id = @acc THEN x.amount ELSE -x.amount END), 0)
          FROM ledger_transfers x WHERE (x.created_at, x.id) <= (v.created_at, v.id) AND x.kind IN ('posted', 'post')
            AND (x.debit_account_id = @acc OR x.credit_account_id = @acc)) AS balanceAfterCents,
         v.created_at AS createdAt
       ${where} ORDER BY v.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ acc, limit: q.pageSize, offset: (q.pageIndex - 1) * q.pageSize }) as FundRecord[];
  return { list, total, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

/**
 * The next batch of wallet records of a range, oldest first, after a position
 * (keyset). Read with stmt.iterate() and closed before the caller yields to the
 * event loop: an open iterator would keep the connection busy and refuse every
 * other request's query while a long statement downloads.
 */
export function recordBatch(
  db: Database,
  q: { userId: number; range: [number, number]; after: [number, number] | null; limit: number },
): Row[] {
  const batch: Row[] = [];
  const rows = db
    .prepare(
      `${MOVES} SELECT * FROM records ${WHERE}
         AND (@afterAt IS NULL OR createdAt > @afterAt OR (createdAt = @afterAt AND recordId > @afterId))
       ORDER BY createdAt, recordId LIMIT @limit`,
    )
    .iterate({
      ...params(db, q.userId, 'wallet', { range: q.range }),
      afterAt: q.after?.[0] ?? null,
      afterId: q.after?.[1] ?? null,
      limit: q.limit,
    }) as IterableIterator<Row>;
  for (const row of rows) batch.push(row);
  return batch;
}

/** The wallet's posted balance at a moment (every posted transfer before it). */
export function walletBalanceAt(db: Database, userId: number, at: number): number {
  return Number(
    db
      .prepare(`${MOVES} SELECT IFNULL(SUM(amountCents), 0) FROM records WHERE createdAt < @at`)
      .pluck()
      .get({ ...params(db, userId, 'wallet', {}), at }),
  );
}
