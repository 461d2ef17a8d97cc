import { unitsToText } from '../../lib/decimal';
import { formatMoney } from '../../lib/format';

/** Integer cents shown as money (spec 000 §5: separators, two decimals), no float math. */
export function money(cents: number): string {
  return formatMoney(unitsToText(BigInt(cents), 2));
}
