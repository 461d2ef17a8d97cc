import type * as z from 'zod/mini';
import { confirmReservePrice } from '../../shared/contracts/direct-goods-changes';
import { money } from './money';
import { centsToYuanText as exactYuanText, yuanTextToCents } from '../../lib/yuan';

// Prices are typed in yuan with at most two decimals and sent as integer cents, parsed
// by the app's one exact parser (src/lib/yuan.ts), never through a float.

export const PRICE_FORMAT_MESSAGE = '价格格式不正确，最多保留两位小数';

/** "12.3" → 1230; null for anything but a plain non-negative amount with at most two decimals. */
export const yuanToCents = yuanTextToCents;

/** Cents → the text a price field starts with ("1999.50"; whole yuan without decimals). */
export function centsToYuanText(cents: number): string {
  const text = exactYuanText(cents);
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
