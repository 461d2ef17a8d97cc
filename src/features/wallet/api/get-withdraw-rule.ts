import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { withdrawCalculate, withdrawRule } from '../../../shared/contracts/wallet-withdraw';

/** The withdrawal limits, fee and the money available to withdraw. */
export const withdrawRuleRecord = defineRecord(withdrawRule);
export function useWithdrawRule() {
  // The money available to withdraw changes with every move: asked again on each visit.
  return useDetailQuery({ ...withdrawRuleRecord.options({}), staleTime: 0 });
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
