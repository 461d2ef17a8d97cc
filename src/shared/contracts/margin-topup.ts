import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents } from '../contract-fields';
import { amountCents } from '../money-rules';
import { payNoInput, paymentMethod, paymentResult, paymentStatus } from './payment-fields';

// spec 000 §4/§7: topping up the margin account from a bank card, its result and
// its cancellation (CONTRACTS.md "Money seams": keep these paths and fields).

const started = z.object({ payNo: z.string(), status: paymentStatus, amountCents: cents() });

export const addMargin = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/app/add/margin',
  summary: 'Starts a margin top-up paid from the named bank card.',
  input: z.object({ amountCents: amountCents(), cardId: z.int() }),
  data: started,
});

/** Without a card named, paid from the default transfer-in card (CONTRACTS.md). */
export const addMarginV2 = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  noToast: true,
  path: '/api/dh/auction/user/app/add/marginV2',
  summary:
    'Starts a margin top-up (default bank card unless cardId); the page shows its own errors.',
  input: z.object({ amountCents: amountCents(), cardId: z.optional(z.int()) }),
  data: started,
});

export const topUpLimits = z.object({
  allowed: z.boolean(),
  /** Why not, in Chinese, when not allowed. */
  reason: z.nullable(z.string()),
  minCents: cents(),
  maxCents: cents(),
  dailyRemainingCents: cents(),
  hasCard: z.boolean(),
});

/** Raw: the page reads the whole envelope; a refusal carries the limits as data. */
export const addMarginBeforeValid = defineEndpoint({
  method: 'POST',
  auth: 'user',
  raw: true,
  path: '/api/dh/auction/user/app/add/margin/before/valid',
  summary: 'The pre-check before a top-up: the limits, and whether this amount may start.',
  input: z.object({ amountCents: z.optional(z.int()) }),
  data: topUpLimits,
});

export const addMarginPayResult = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/app/add/margin/pay/result',
  summary: 'A payment’s status: PENDING, SUCCESS, FAILED or CANCELLED, with its detail.',
  input: payNoInput,
  data: paymentResult,
});

export const payCancel = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/app/pay/cancel',
  summary: 'Cancels a pending payment (a settled one is refused).',
  input: payNoInput,
  data: paymentResult,
});

export const payCancelResult = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/app/pay/cancel/result',
  summary: 'The status of a payment after a cancellation.',
  input: payNoInput,
  data: paymentResult,
});

const scene = z.enum(['MARGIN_TOPUP', 'ORDER_PAY']);

export const paymentMethodQuery = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/app/payment/method/query',
  summary: 'The payment methods of a scene, and whether each may be used now.',
  input: z.object({ scene }),
  data: z.object({
    methods: z.array(
      z.object({ method: paymentMethod, name: z.string(), enabled: z.boolean(), note: z.string() }),
    ),
  }),
});

export const paymentChannel = z.object({
  cardId: z.int(),
  bankName: z.string(),
  cardNoMasked: z.string(),
  isDefault: z.boolean(),
  singleLimitCents: cents(),
  dailyLimitCents: cents(),
});

export const paymentChannelInfoQuery = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/app/payment/channel/info/query',
  summary: 'The user’s transfer-in cards a payment may use, default first, with their limits.',
  input: z.object({}),
  data: z.object({ channels: z.array(paymentChannel) }),
});

export const paymentStartCheckMessage = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/payment/start/check/message',
  summary: 'What to tell the user before a payment starts (a card to bind, a large amount).',
  input: z.object({ scene, amountCents: amountCents() }),
  data: z.object({ canStart: z.boolean(), needConfirm: z.boolean(), message: z.string() }),
});
