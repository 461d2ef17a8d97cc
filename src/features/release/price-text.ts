/**
 * Yuan as typed → integer cents, exactly (no float math): the text is split at
 * the point and the digits joined. Null for anything that is not a plain amount
 * of at most two decimals (signs, exponents, separators, more decimals).
 */
const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function yuanTextToCents(text: string): number | null {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → the text the price field shows ("1999.5" → "1999.50"; whole yuan without decimals). */
export function centsToYuanText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
