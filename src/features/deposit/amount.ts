import { formatMoney } from '../../lib/format';
import { unitsToText } from '../../lib/decimal';
import { yuanTextToCents } from '../../lib/yuan';
import { AMOUNT_MESSAGES, checkAmount, type AmountCheck } from '../../shared/money-rules';

// Amounts are typed in yuan and sent as integer cents, parsed exactly (src/lib/yuan.ts).

/** Cents for display: "¥"-less, thousands separators, two decimals (formatMoney on the exact text). */
export function money(cents: number): string {
  return formatMoney(unitsToText(BigInt(cents), 2));
}

export type AmountScene = Parameters<typeof checkAmount>[1];

/** The typed amount against every rule (format, sign, single limit, balance or day's limit). */
export function checkYuan(
  text: string,
  scene: AmountScene,
  bounds: { minCents?: number; maxCents?: number } = {},
): AmountCheck & { cents?: number } {
  if (text.trim() === '') return { ok: false, msg: '请输入金额' };
  const cents = yuanTextToCents(text);
  if (cents === null) return { ok: false, msg: AMOUNT_MESSAGES.notInteger };
  const checked = checkAmount(cents, scene);
  if (!checked.ok) return checked;
  if (bounds.minCents !== undefined && cents < bounds.minCents) {
    return { ok: false, msg: `金额不能低于 ${money(bounds.minCents)} 元` };
  }
  if (bounds.maxCents !== undefined && cents > bounds.maxCents) {
    return { ok: false, msg: `金额不能超过 ${money(bounds.maxCents)} 元` };
  }
  return { ok: true, cents };
}
