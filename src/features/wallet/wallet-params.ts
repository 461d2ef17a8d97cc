import * as z from 'zod/mini';
import { positiveIntParam } from '../../lib/query-param';
import { amountCents } from '../../shared/money-rules';

// Query strings are untrusted: each parser answers a value or null, and a page
// shows its error state on null (never a crash, never a call with a bad value).

/** `?cardId=` chosen on /bankCardSelectList or in the inline list. */
export function cardIdParam(value: string | null): number | null {
  return positiveIntParam(value);
}

/** `?amount=` in cents, within the single-payment rule of the contracts. */
export function amountParam(value: string | null): number | null {
  const n = positiveIntParam(value);
  return n !== null && amountCents().safeParse(n).success ? n : null;
}

const PAY_NO = /^[A-Za-z0-9_-]{1,64}$/;

/** A payment or transfer number from the server (`payNo`, `transferNo`). */
export function serialParam(value: string | null): string | null {
  return value !== null && PAY_NO.test(value) ? value : null;
}

const paymentKind = z.enum(['recharge', 'withdraw']);
export type PaymentKind = z.infer<typeof paymentKind>;

/** `/fundsTransferResult?kind=`: which bank payment the number belongs to. */
export function paymentKindParam(value: string | null): PaymentKind | null {
  const parsed = paymentKind.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const direction = z.enum(['WALLET_TO_MARGIN', 'MARGIN_TO_WALLET']);
export type TransferDirection = z.infer<typeof direction>;

export function directionParam(value: string | null): TransferDirection | null {
  const parsed = direction.safeParse(value);
  return parsed.success ? parsed.data : null;
}
