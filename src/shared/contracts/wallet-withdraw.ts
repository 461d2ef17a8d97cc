import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, queryInt } from '../contract-fields';
import { amountCents } from '../money-rules';
import { walletPayment } from './wallet-fields';

// spec 000 §2 /withdrawCash: rule, calculate, withdraw to a transfer-out card,
// query. The amount is held at once; the bank's settlement posts or releases it.

export const withdrawRule = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/withdraw/cash/rule',
  summary: 'The withdrawal limits and fee.',
  input: noInput,
  data: z.object({
    minCents: cents(),
    maxCents: cents(),
    feeCents: cents(),
    freeFromCents: cents(),
    availableCents: cents(),
  }),
});

export const withdrawCalculate = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/withdraw/cash/calculate',
  summary: 'The fee of a withdrawal, what arrives, and whether it may be made now.',
  input: z.object({ amountCents: queryInt() }),
  data: z.object({
    amountCents: cents(),
    feeCents: cents(),
    arriveCents: cents(),
    availableCents: cents(),
    allowed: z.boolean(),
    reason: z.nullable(z.string()),
  }),
});

export const withdrawCash = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/withdraw/cash',
  summary: 'Withdraws to a transfer-out card (the default unless cardId); held until settled.',
  input: z.object({ amountCents: amountCents(), cardId: z.optional(z.int()) }),
  data: walletPayment,
});

export const withdrawQuery = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/withdraw/cash/query',
  summary: 'One of the caller’s withdrawals (polled while pending).',
  input: z.object({ payNo: z.string() }),
  data: walletPayment,
});
