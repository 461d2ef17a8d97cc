import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineRecord } from '../../../api/query/define-record';
import { rechargeRule } from '../../../shared/contracts/wallet-recharge';
import { withdrawCalculate, withdrawRule } from '../../../shared/contracts/wallet-withdraw';

/** The recharge limits and what is left of today's (shown, and checked before the call). */
export const rechargeRuleRecord = defineRecord(rechargeRule);
export function useRechargeRule() {
  return rechargeRuleRecord.use({});
}

/** The withdrawal limits, fee and the money available to withdraw. */
export const withdrawRuleRecord = defineRecord(withdrawRule);
export function useWithdrawRule() {
  return withdrawRuleRecord.use({});
}

const calculateRecord = defineRecord(withdrawCalculate);

/**
 * The server's fee and what arrives for one amount; asked only for an amount
 * that passed the local rules (null: nothing to ask). The previous figures stay
 * while the next are on their way, so the lines do not flicker while typing.
 */
export function useWithdrawCalculate(amountCents: number | null) {
  return useQuery({
    ...calculateRecord.options({ amountCents: amountCents ?? 0 }),
    enabled: amountCents !== null,
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}
