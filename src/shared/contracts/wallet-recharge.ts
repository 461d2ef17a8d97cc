import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs } from '../contract-fields';
import { amountCents } from '../money-rules';
import { bankSmsCode, smsSentToBank, walletPayment } from './wallet-fields';

// spec 000 §2 /sellerWalletRecharge and /quickpayVerificationCode: a quick-pay
// recharge from a transfer-in card. The money stays pending until the bank settles.

export const rechargeRule = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/recharge/rule',
  summary: 'The recharge limits and what is left of today’s.',
  input: noInput,
  data: z.object({
    minCents: cents(),
    maxCents: cents(),
    dailyCents: cents(),
    dailyRemainingCents: cents(),
  }),
});

export const rechargeAgree = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/recharge/agree',
  summary: 'Accepts the quick-pay agreement of one transfer-in card (once per card).',
  input: z.object({ cardId: z.int() }),
  data: z.object({ cardId: z.int(), agreedAt: epochMs() }),
});

export const rechargeSms = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/recharge/sms',
  summary: 'The bank’s SMS code for a recharge, sent to the card’s reserved phone.',
  input: z.object({ cardId: z.int() }),
  data: smsSentToBank,
});

export const rechargePay = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/recharge/pay',
  summary: 'Starts a recharge (pending until the bank settles it).',
  input: z.object({ cardId: z.int(), amountCents: amountCents(), smsCode: bankSmsCode() }),
  data: walletPayment,
});

export const rechargeResult = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/recharge/result',
  summary: 'One of the caller’s recharges (polled while pending).',
  input: z.object({ payNo: z.string() }),
  data: walletPayment,
});

export const rechargeCancel = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/recharge/cancel',
  summary: 'Cancels a recharge the bank has not settled; nothing arrives.',
  input: z.object({ payNo: z.string() }),
  data: walletPayment,
});
