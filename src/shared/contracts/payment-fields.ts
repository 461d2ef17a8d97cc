import * as z from 'zod/mini';
import { cents, epochMs } from '../contract-fields';

// Shapes shared by the margin, top-up, withdrawal and order-payment contracts.

export const paymentStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED']);
export type PaymentStatusValue = z.infer<typeof paymentStatus>;

export const paymentKind = z.enum([
  'MARGIN_TOPUP',
  'MARGIN_WITHDRAW',
  'ORDER_PAY',
  // Funds II: the bank wallet's recharges and withdrawals (server/payments/wallet-moves.ts).
  'WALLET_RECHARGE',
  'WALLET_WITHDRAW',
]);
export const paymentMethod = z.enum(['BANK_CARD', 'MARGIN', 'OFFLINE']);

/** A payment number as the server hands it out (P + digits). */
export const payNo = z.string().check(z.regex(/^P\d{10,24}$/, '支付单号格式不正确'));

/** One payment, as /payResult and /transPayDetail show it. */
export const paymentView = z.object({
  payNo: z.string(),
  kind: paymentKind,
  method: paymentMethod,
  status: paymentStatus,
  amountCents: cents(),
  feeCents: cents(),
  /** What reaches the other side (a withdrawal: the amount less its fee). */
  arriveCents: cents(),
  title: z.string(),
  bankName: z.nullable(z.string()),
  cardNoMasked: z.nullable(z.string()),
  orderId: z.nullable(z.int()),
  createdAt: epochMs(),
  settledAt: z.nullable(epochMs()),
});
export type PaymentView = z.infer<typeof paymentView>;

export const payNoInput = z.object({ payNo });

/** A payment's status alone (the polled result calls). */
export const paymentResult = z.object({
  payNo: z.string(),
  status: paymentStatus,
  payment: paymentView,
});

/** The margin password: 6 digits (the app's numeric keypad). */
export const MARGIN_PASSWORD_RULE = /^\d{6}$/;
export const marginPassword = () =>
  z.string().check(z.regex(MARGIN_PASSWORD_RULE, '保证金密码为 6 位数字'));
