import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents, epochMs, pageInput, pageOf } from '../contract-fields';

// spec 000 §2 /financialDetails, /particularsDetails, /refundRecordDetailList,
// /fundsTurnover and /fundsDetailsExport: the `pa/amount/...` record calls. Every
// record is a ledger transfer that moved the caller's money.

export const recordType = z.enum([
  'RECHARGE',
  'WITHDRAW',
  'FEE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'PAY_SELLER',
  'SELLER_INCOME',
  'ORDER_PAY',
  'REFUND',
]);
export type RecordType = z.infer<typeof recordType>;

export const fundRecord = z.object({
  recordId: z.int(),
  type: recordType,
  title: z.string(),
  /** Signed: money in is positive, money out negative. */
  amountCents: z.int(),
  /** The account's posted balance right after this record. */
  balanceAfterCents: cents(),
  createdAt: epochMs(),
});
export type FundRecord = z.infer<typeof fundRecord>;

/** yyyy-MM (China time). */
export const recordMonth = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式为 yyyy-MM'));
/** yyyy-MM-dd (China time). */
export const recordDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式为 yyyy-MM-dd'));

export const amountDetailList = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pa/amount/detail/list',
  summary: 'The wallet’s records, newest first, filtered by type and month (China time).',
  input: z.object({
    ...pageInput,
    type: z.optional(recordType),
    month: z.optional(recordMonth),
  }),
  data: pageOf(fundRecord),
});

/**
 * Whose account a ledger leg touches, from the caller's side: their own wallet or
 * margin account, another user's (never named, its balance never shown), the
 * banks behind the cards, the platform's fees or its other accounts (holds, escrow).
 */
export const legAccount = z.enum([
  'MY_WALLET',
  'MY_MARGIN',
  'OTHER_WALLET',
  'OTHER_MARGIN',
  'BANK',
  'FEES',
  'PLATFORM',
]);
export type LegAccount = z.infer<typeof legAccount>;

/** One posted entry of the record's ledger operation (a transfer has a debit and a credit). */
export const recordLeg = z.object({
  entryId: z.int(),
  /** The ledger transfer it belongs to (a record id when it is one of the caller's). */
  transferId: z.int(),
  account: legAccount,
  /** DEBIT: money left this account; CREDIT: money came into it. */
  direction: z.enum(['DEBIT', 'CREDIT']),
  amountCents: z.int().check(z.positive()),
  /** The account's posted balance right after it; only for the caller's own accounts. */
  balanceAfterCents: z.nullable(cents()),
  memo: z.string(),
});
export type RecordLeg = z.infer<typeof recordLeg>;

export const amountInfo = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pa/amount/info',
  summary:
    'One record of the caller’s wallet or margin account, with the ledger legs of its operation.',
  input: z.object({ recordId: z.int() }),
  data: z.extend(fundRecord, {
    account: z.enum(['WALLET', 'MARGIN']),
    /** The payment behind it (recharge, withdrawal), when there is one. */
    payNo: z.nullable(z.string()),
    memo: z.string(),
    /**
     * /secondParticularsDetails: every posted entry of the operation the record
     * belongs to (a withdrawal's amount and its fee, a transfer's two sides), in order.
     */
    legs: z.array(recordLeg),
  }),
});

export const amountRefundList = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pa/amount/refund/list',
  summary: 'Money returned to the wallet: withdrawals the bank failed or that were cancelled.',
  input: z.object(pageInput),
  data: pageOf(fundRecord),
});

export const amountMarginOriginalList = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pa/amount/margin/original/list',
  summary: 'Money that came into the margin account (top-ups, transfers from the wallet).',
  input: z.object(pageInput),
  data: pageOf(fundRecord),
});

export const amountMarginOutList = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pa/amount/margin/out/list',
  summary: 'Money that left the margin account (withdrawals, payments, transfers to the wallet).',
  input: z.object(pageInput),
  data: pageOf(fundRecord),
});

/**
 * The statement file: text/csv (UTF-8 with BOM), not an envelope. One row per
 * wallet record in the range (China dates, both included), then a totals row
 * whose net equals the balance's change over the range.
 */
export const amountExport = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/pa/amount/export',
  summary: 'Streams the wallet statement of a date range as a CSV file (UTF-8 with BOM).',
  input: z.object({ startDate: recordDate, endDate: recordDate }),
  data: z.string(),
});
