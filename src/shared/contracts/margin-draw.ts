import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents, queryInt } from '../contract-fields';
import { amountCents, MONEY_LIMITS } from '../money-rules';
import { marginPassword, paymentStatus } from './payment-fields';

// spec 000 §7: withdrawing margin. The amount is held at once and posted (or
// released) when the bank settles; the margin password travels AES-encrypted.

// The margin password's rule lives in payment-fields.ts, so the order-payment and
// password contracts use it without loading every withdrawal contract (route budget).
export { MARGIN_PASSWORD_RULE, marginPassword } from './payment-fields';

const drawn = z.object({
  payNo: z.string(),
  status: paymentStatus,
  amountCents: cents(),
  feeCents: cents(),
  arriveCents: cents(),
});

export const drawMargin = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/app/draw/margin',
  summary: 'Withdraws margin to the named transfer-out card (needs the margin password).',
  encrypt: ['password'],
  input: z.object({ amountCents: amountCents(), cardId: z.int(), password: marginPassword() }),
  data: drawn,
});

export const drawMarginV2 = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/app/draw/margin/v2',
  summary: 'Withdraws margin (default transfer-out card unless cardId; signed contract needed).',
  encrypt: ['password'],
  input: z.object({
    amountCents: amountCents(),
    cardId: z.optional(z.int()),
    password: marginPassword(),
  }),
  data: drawn,
});

export const offlineDrawMargin = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/app/offLine/draw/margin',
  summary: 'Withdraws margin to an account typed in (processed by hand: settles like the others).',
  encrypt: ['password', 'accountNo'],
  input: z.object({
    amountCents: amountCents(),
    password: marginPassword(),
    accountName: z.string().check(z.minLength(2, '请输入户名'), z.maxLength(30)),
    bankName: z.string().check(z.minLength(2, '请输入开户银行'), z.maxLength(40)),
    accountNo: z.string().check(z.regex(/^\d{12,19}$/, '银行账号为 12–19 位数字')),
  }),
  data: drawn,
});

const calculated = z.object({
  amountCents: cents(),
  feeCents: cents(),
  arriveCents: cents(),
  availableCents: cents(),
  /** Whether this amount may be withdrawn now; `reason` says why not. */
  allowed: z.boolean(),
  reason: z.nullable(z.string()),
});

export const drawMarginCalculate = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/app/draw/margin/calculate',
  summary: 'The fee of a withdrawal and what arrives.',
  input: z.object({ amountCents: queryInt() }),
  data: calculated,
});

export const drawMarginCalculateV2 = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/app/draw/margin/calculate/v2',
  summary: 'The fee of a withdrawal, what arrives, and the fee rules and limits.',
  input: z.object({ amountCents: queryInt() }),
  data: z.extend(calculated, {
    minCents: z.literal(MONEY_LIMITS.minWithdrawCents),
    maxCents: cents(),
    feePerMille: z.int(),
    feeMinCents: cents(),
    feeMaxCents: cents(),
    hasPassword: z.boolean(),
    contractSigned: z.boolean(),
  }),
});
