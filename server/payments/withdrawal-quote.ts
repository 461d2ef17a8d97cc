import type { AmountCheck } from '../../src/shared/money-rules';

/**
 * The answer of a withdrawal's calculate call (margin draw/margin/calculate and the wallet's
 * withdraw/cash/calculate): the fee and what arrives, or why this amount may not go now.
 */
export function withdrawalQuote(
  amountCents: number,
  availableCents: number,
  checked: AmountCheck,
  feeOf: (amountCents: number) => number,
) {
  const feeCents = checked.ok ? feeOf(amountCents) : 0;
  return {
    amountCents,
    feeCents,
    arriveCents: checked.ok ? amountCents - feeCents : 0,
    availableCents,
    allowed: checked.ok,
    reason: checked.ok ? null : checked.msg,
  };
}
