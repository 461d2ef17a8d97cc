import { compareWithFraction, parseDecimal, rescale, unitsToText } from './decimal';

// The phone and identity card rules live in src/shared so the server checks the same ones.
export { isIdCard, isPhone } from '../shared/identity-rules';

/**
 * Reservation fee (spec 000 §5, CONTRACTS.md): empty or non-numeric → null;
 * value × 1000 ≤ 1 → 0.01; otherwise rounded UP to two decimals, exactly.
 */
export function reservationFee(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const decimal = parseDecimal(value);
  if (!decimal) return null;
  // value × 1000 ≤ 1  ⇔  value ≤ 1/1000
  if (compareWithFraction(decimal, 1n, 3) <= 0) return 0.01;
  return Number(unitsToText(rescale(decimal, 2, 'ceil'), 2));
}

/** 138****5678: first 3 + **** + last 4; input shorter than a mobile number (11) is returned as is. */
export function maskPhone(s: string): string {
  if (typeof s !== 'string' || s.length < 11) return s;
  return `${s.slice(0, 3)}****${s.slice(-4)}`;
}
