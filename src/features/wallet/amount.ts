import { formatMoney } from '../../lib/format';
import { centsToYuanText, yuanTextToCents } from '../../lib/yuan';

// The wallet's amount fields: the typed yuan text to exact cents (src/lib/yuan.ts)
// with the message each refusal shows under the field.

export type ParsedAmount = { ok: true; cents: number } | { ok: false; msg: string };

export const AMOUNT_INPUT_MESSAGES = {
  empty: '请输入金额',
  format: '金额格式不正确，最多保留两位小数',
  zero: '金额必须大于 0',
} as const;

/** The yuan text a user typed → integer cents, or the message to show under the field. */
export function parseYuanToCents(text: string): ParsedAmount {
  if (text.trim() === '') return { ok: false, msg: AMOUNT_INPUT_MESSAGES.empty };
  const cents = yuanTextToCents(text);
  if (cents === null) return { ok: false, msg: AMOUNT_INPUT_MESSAGES.format };
  return cents > 0 ? { ok: true, cents } : { ok: false, msg: AMOUNT_INPUT_MESSAGES.zero };
}

/** Integer cents shown as money (spec 000 §5: separators, two decimals) without float math. */
export function formatCents(cents: number): string {
  return formatMoney(centsToYuanText(cents));
}
