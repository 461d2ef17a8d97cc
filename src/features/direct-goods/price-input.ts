import type * as z from 'zod/mini';
import { confirmReservePrice } from '../../shared/contracts/direct-goods';
import { formatMoney } from '../../lib/format';
import { unitsToText } from '../../lib/decimal';

// Prices are typed in yuan with at most two decimals and sent as integer cents: the
// text is parsed digit by digit, never through a float, so 0.29 is 29 cents.
const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export const PRICE_FORMAT_MESSAGE = '价格格式不正确，最多保留两位小数';

/** "12.3" → 1230; null for anything but a plain non-negative amount with at most two decimals. */
export function yuanToCents(text: string): number | null {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents shown as money (spec 000 §5: separators, two decimals), no float math. */
export function money(cents: number): string {
  return formatMoney(unitsToText(BigInt(cents), 2));
}

/** Cents → the text a price field starts with ("1999.50"; whole yuan without decimals). */
export function centsToYuanText(cents: number): string {
  const text = unitsToText(BigInt(cents), 2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

export interface PriceRange {
  minCents: number;
  maxCents: number;
}

export type PriceCheck = { ok: true; priceCents: number } | { ok: false; message: string };

/**
 * The typed price, checked before any call: its format, the contract's own rule
 * (its Chinese message; the three price calls share one input schema) and the
 * range `once/price/range` gave for this item, which the server checks again.
 */
export function checkPrice(text: string, merchandiseId: number, range: PriceRange): PriceCheck {
  if (text.trim() === '') return { ok: false, message: '请输入价格' };
  const cents = yuanToCents(text);
  if (cents === null) return { ok: false, message: PRICE_FORMAT_MESSAGE };
  const input: z.input<typeof confirmReservePrice.input> = { merchandiseId, priceCents: cents };
  const parsed = confirmReservePrice.input.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '输入有误' };
  if (cents < range.minCents || cents > range.maxCents) {
    return {
      ok: false,
      message: `价格需在 ¥${money(range.minCents)}–¥${money(range.maxCents)} 之间`,
    };
  }
  return { ok: true, priceCents: cents };
}
