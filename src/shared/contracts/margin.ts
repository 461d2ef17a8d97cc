import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, pageInput, pageOf } from '../contract-fields';

// spec 000 §7 "Auction, deposit and wallet calls": the margin (deposit) account,
// its flow and its contract. Amounts are integer cents (CONTRACTS.md "Money seams").

export const marginAccount = z.object({
  /** What the user may bid with or withdraw now. */
  availableCents: cents().check(z.nonnegative()),
  /** Held for bids and withdrawals the bank is processing. */
  frozenCents: cents().check(z.nonnegative()),
  totalCents: cents().check(z.nonnegative()),
  /** Top-ups the bank has not settled yet (not in the balance). */
  incomingCents: cents().check(z.nonnegative()),
  hasPassword: z.boolean(),
  contractSigned: z.boolean(),
});
export type MarginAccount = z.infer<typeof marginAccount>;

export const getMargin = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/bid/get/margin',
  summary: 'The margin account: available and frozen cents, password and contract state.',
  input: noInput,
  data: marginAccount,
});

/** IN money in, OUT money out, FROZEN a hold, UNFROZEN a hold released. */
export const flowDirection = z.enum(['IN', 'OUT', 'FROZEN', 'UNFROZEN']);

export const marginFlowItem = z.object({
  id: z.int(),
  title: z.string(),
  direction: flowDirection,
  /** Signed: money in positive, out negative; holds show the amount held. */
  amountCents: cents(),
  at: epochMs(),
  payNo: z.nullable(z.string()),
});
export type MarginFlowItem = z.infer<typeof marginFlowItem>;

export const getMarginFlow = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/bid/get/marginFlow',
  summary: 'The margin account’s flow, newest first, a page at a time.',
  input: z.object(pageInput),
  data: pageOf(marginFlowItem),
});

const monthField = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 yyyy-MM'));

export const searchMargin = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/bid/search/margin',
  summary: 'The flow filtered by direction and month (UTC+8), with the totals in and out.',
  input: z.object({
    ...pageInput,
    direction: z.optional(flowDirection),
    month: z.optional(monthField),
  }),
  data: z.extend(pageOf(marginFlowItem), {
    inCents: cents().check(z.nonnegative()),
    outCents: cents().check(z.nonnegative()),
  }),
});

export const MARGIN_CONTRACT_VERSION = '2024.1';

export const marginContract = z.object({
  version: z.string(),
  title: z.string(),
  signed: z.boolean(),
  signedAt: z.nullable(epochMs()),
});

export const checkMarginContract = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/app/check/margin/contract',
  summary: 'Whether the user signed the current margin contract (withdrawals need it).',
  input: noInput,
  data: marginContract,
});

/** A GET in the catalogue; signing twice keeps the first signature. */
export const signMarginContract = defineEndpoint({
  method: 'GET',
  auth: 'user',
  idempotency: 'optional',
  path: '/api/dh/auction/user/app/sign/margin/contract',
  summary: 'Signs the current margin contract.',
  input: z.object({ version: z.literal(MARGIN_CONTRACT_VERSION) }),
  data: marginContract,
});
