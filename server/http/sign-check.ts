import { timingSafeEqual } from 'node:crypto';
import { signParams } from '../../src/shared/sign';

/**
 * How far a signed call's `timestamp` (epoch ms, the app's clock) may be from
 * the server's clock, either way: 5 minutes. A captured request cannot be
 * replayed later, and a phone whose clock is a few minutes off still works;
 * one further off gets BUSINESS_ERRORS.signatureExpired, whose message asks the
 * user to correct the phone's time.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

// Constant time: a byte-by-byte `!==` lets the answer time reveal how much of a guess is right.
function sameSign(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The app adds `timestamp` and `sign` to the params (CONTRACTS.md "src/shared/sign.ts");
 * the sign covers every other non-empty param, recomputed with the shared signParams.
 * A correct sign on a stale timestamp is 'expired', a wrong one 'invalid'.
 */
export function checkSignature(params: unknown, secret: string, now: number): SignatureCheck {
  if (!isRecord(params)) return 'invalid';
  const { sign, timestamp, ...rest } = params;
  if (typeof sign !== 'string' || sign === '') return 'invalid';
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return 'invalid';
  if (timestamp === '') return 'invalid';
  if (!sameSign(signParams(rest, timestamp, secret), sign)) return 'invalid';
  const sentAt = Number(timestamp);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > SIGNATURE_WINDOW_MS) return 'expired';
  return 'valid';
}
