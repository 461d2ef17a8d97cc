import { parseDecimal, rescale, unitsToText } from './decimal';

/**
 * Money for display (spec 000 §5, CONTRACTS.md): thousands separators, exactly
 * two decimals, half-up on the number's own decimal digits, sign kept.
 * A value that rounds to zero is shown as "0.00" (never "-0.00").
 */
export function formatMoney(v: number | string): string {
  const value = parseDecimal(v);
  if (!value) return '0.00';
  const text = unitsToText(rescale(value, 2, 'half-up'), 2);
  const [whole = '0', fraction = '00'] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
