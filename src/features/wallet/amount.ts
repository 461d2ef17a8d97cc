import { unitsToText } from '../../lib/decimal';
import { formatMoney } from '../../lib/format';

// Amounts are typed in yuan with at most two decimals and sent as integer cents
// (CONTRACTS.md "Money seams"): the text is parsed digit by digit, never through
// a float, so 0.29 is 29 cents and not 28.999….

const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

export type ParsedAmount = { ok: true; cents: number } | { ok: false; msg: string };

export const AMOUNT_INPUT_MESSAGES = {
  empty: '请输入金额',
  format: '金额格式不正确，最多保留两位小数',
  zero: '金额必须大于 0',
} as const;

/** The yuan text a user typed → integer cents, or the message to show under the field. */
export function parseYuanToCents(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, msg: AMOUNT_INPUT_MESSAGES.empty };
  const match = YUAN_TEXT.exec(trimmed);
  if (!match) return { ok: false, msg: AMOUNT_INPUT_MESSAGES.format };
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 ? { ok: true, cents } : { ok: false, msg: AMOUNT_INPUT_MESSAGES.zero };
}

/** What an amount field may hold while being typed: digits, one dot, two decimals. */
export function acceptsYuanTyping(text: string): boolean {
  return /^\d{0,9}(?:\.\d{0,2})?$/.test(text);
}

/** Integer cents → the yuan text of an input (12345 → "123.45"), for 全部 buttons. */
export function centsToYuanText(cents: number): string {
  return unitsToText(BigInt(cents), 2);
}

/** Integer cents shown as money (spec 000 §5: separators, two decimals) without float math. */
export function formatCents(cents: number): string {
  return formatMoney(centsToYuanText(cents));
}
