import { unitsToText } from '../../lib/decimal';
import { formatMoney } from '../../lib/format';

/** Integer cents → ¥1,234.50, through text so no float rounding creeps in. */
export function yuanOf(cents: number): string {
  return `¥${formatMoney(unitsToText(BigInt(cents), 2))}`;
}
