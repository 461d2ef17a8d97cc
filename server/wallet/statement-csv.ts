import type { Database } from 'better-sqlite3';
import type { RecordType } from '../../src/shared/contracts/fund-records';
import { chinaDateTime } from './china-time';
import { recordBatch, walletBalanceAt } from './records';

/** Rows read per batch: bounded memory, and the connection free between batches. */
const BATCH_ROWS = 500;

/**
 * The wallet statement as CSV (spec 000 §2 /fundsDetailsExport): UTF-8 with a
 * BOM so a spreadsheet reads the Chinese text, amounts in yuan with two
 * decimals, one line per record read from SQLite in bounded batches, then a totals
 * line whose net equals the balance's change over the range.
 */
export const STATEMENT_HEADER = [
  '流水号',
  '时间',
  '类型',
  '摘要',
  '收入(元)',
  '支出(元)',
  '余额(元)',
];

const TYPE_NAMES: Record<RecordType, string> = {
  RECHARGE: '充值',
  WITHDRAW: '提现',
  FEE: '手续费',
  TRANSFER_IN: '转入',
  TRANSFER_OUT: '转出',
  PAY_SELLER: '付款给卖家',
  SELLER_INCOME: '货款收入',
  ORDER_PAY: '订单支付',
  REFUND: '退回',
};

/** Cents as yuan with exactly two decimals, no separators (a number to a spreadsheet). */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A text cell: quoted when it must be; a leading formula character is defused. */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

/** The file's lines, produced lazily while the reply is read. */
export function* statementLines(
  db: Database,
  userId: number,
  range: [number, number],
): Generator<string> {
  yield `\uFEFF${line(STATEMENT_HEADER)}`;
  let income = 0;
  let expense = 0;
  const opening = walletBalanceAt(db, userId, range[0]);
  let balance = opening;
  let after: [number, number] | null = null;
  for (;;) {
    const batch = recordBatch(db, { userId, range, after, limit: BATCH_ROWS });
    for (const record of batch) {
      if (record.amountCents > 0) income += record.amountCents;
      else expense -= record.amountCents;
      balance += record.amountCents;
      yield line([
        String(record.recordId),
        chinaDateTime(record.createdAt),
        TYPE_NAMES[record.type],
        text(record.title),
        record.amountCents > 0 ? yuan(record.amountCents) : '',
        record.amountCents < 0 ? yuan(-record.amountCents) : '',
        yuan(balance),
      ]);
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_ROWS) break;
    after = [last.createdAt, last.recordId];
  }
  yield line(['期初余额', '', '', '', '', '', yuan(opening)]);
  // Net change = income - expense = closing - opening (the test parses this line).
  yield line([
    '合计',
    '',
    '',
    text('余额变动'),
    yuan(income),
    yuan(expense),
    yuan(income - expense),
  ]);
}
