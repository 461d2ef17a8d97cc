import { unitsToText } from './decimal';

// Amounts are typed in yuan with at most two decimals and sent as integer cents
// (CONTRACTS.md "Money seams"): the text is split at the point and the digits
// joined, never read through a float, so "0.29" is 29 cents and not 28.999….

/**
 * Digits with at most two decimals; "12." (a point typed last) is 12 yuan.
 * Nine whole digits keep every amount far inside Number.MAX_SAFE_INTEGER cents.
 */
const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

/**
 * Yuan text → integer cents, exactly; null for anything else: blank, a sign,
 * an exponent, separators, more than two decimals or nine whole digits. Zero is
 * a valid amount here: the caller's rules say whether it may be sent.
 */
export function yuanTextToCents(text: string): number | null {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What an amount field may hold while being typed: digits, one point, two decimals. */
export function acceptsYuanTyping(text: string): boolean {
  return /^\d{0,9}(?:\.\d{0,2})?$/.test(text);
}

/** Integer cents → the yuan text of an input (12345 → "123.45"), read back exactly by yuanTextToCents. */
export function centsToYuanText(cents: number): string {
  return unitsToText(BigInt(cents), 2);
}
