import type { Database } from 'better-sqlite3';
import type { MarginFlowItem } from '../../../src/shared/contracts/margin';
import { userAccount } from '../../ledger/accounts';

/**
 * The margin account's flow, read from the ledger's transfers (never a copy):
 * money in and out, holds made and released. A top-up on its way (a pending
 * credit) is not in the flow until the bank settles it.
 */
const FLOW = `
  WITH flow AS (
    SELECT t.id, t.memo AS title, t.created_at AS at, o.op_key AS opKey,
      CASE
        WHEN t.kind IN ('posted', 'post') AND t.credit_account_id = @m THEN 'IN'
        WHEN t.kind IN ('posted', 'post') AND t.debit_account_id = @m THEN 'OUT'
        WHEN t.kind = 'pending' AND t.debit_account_id = @m THEN 'FROZEN'
        WHEN t.kind = 'void' AND t.debit_account_id = @m THEN 'UNFROZEN'
      END AS direction,
      CASE
        WHEN t.kind = 'void' THEN h.amount
        WHEN t.credit_account_id = @m THEN t.amount
        ELSE -t.amount
      END AS amountCents
    FROM ledger_transfers t
    JOIN ledger_operations o ON o.id = t.operation_id
    LEFT JOIN ledger_transfers h ON h.id = t.pending_id
    WHERE (t.debit_account_id = @m OR t.credit_account_id = @m) AND t.amount > 0
  )
  SELECT * FROM flow WHERE direction IS NOT NULL
    AND (@direction IS NULL OR direction = @direction)
    AND at >= @from AND at < @to`;

export interface FlowQuery {
  userId: number;
  pageIndex: number;
  pageSize: number;
  direction?: MarginFlowItem['direction'] | undefined;
  /** yyyy-MM, a calendar month in China (UTC+8). */
  month?: string | undefined;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

function monthRange(month: string | undefined): { from: number; to: number } {
  if (!month) return { from: 0, to: Number.MAX_SAFE_INTEGER };
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return {
    from: Date.UTC(year, monthNo - 1, 1) - CHINA_OFFSET_MS,
    to: Date.UTC(year, monthNo, 1) - CHINA_OFFSET_MS,
  };
}

const payNoOf = (opKey: string) => /^pay:(P\d+):/.exec(opKey)?.[1] ?? null;

export function marginFlow(db: Database, query: FlowQuery) {
  const params = {
    m: userAccount(db, query.userId, 'margin'),
    direction: query.direction ?? null,
    ...monthRange(query.month),
  };
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS total,
         IFNULL(SUM(CASE WHEN direction = 'IN' THEN amountCents ELSE 0 END), 0) AS inCents,
         IFNULL(SUM(CASE WHEN direction = 'OUT' THEN -amountCents ELSE 0 END), 0) AS outCents
       FROM (${FLOW})`,
    )
    .get(params) as { total: number; inCents: number; outCents: number };
  const rows = db.prepare(`${FLOW} ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`).all({
    ...params,
    limit: query.pageSize,
    offset: (query.pageIndex - 1) * query.pageSize,
  }) as Array<Omit<MarginFlowItem, 'payNo'> & { opKey: string }>;
  const list: MarginFlowItem[] = rows.map(({ opKey, ...row }) => ({
    ...row,
    payNo: payNoOf(opKey),
  }));
  return { list, pageIndex: query.pageIndex, pageSize: query.pageSize, ...totals };
}
