import { useQueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
import { defineRecord } from '../../../api/query/define-record';
import { useChange } from '../../../api/query/use-change';
import { allOf } from '../../../api/query/query-keys';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { checkMarginContract, signMarginContract } from '../../../shared/contracts/margin';
import {
  drawMarginCalculateV2,
  drawMarginV2,
  offlineDrawMargin,
} from '../../../shared/contracts/margin-draw';
import { refreshMoney } from '../refresh-money';

/** draw/margin/calculate/v2: the fee, what arrives, the limits, password and contract state. */
export const drawCalcRecord = defineRecord(drawMarginCalculateV2);

/** The calculation of the typed amount (0 before a valid amount: the limits alone). */
export function useDrawCalc(amountCents: number) {
  return useDetailQuery({
    ...drawCalcRecord.options({ amountCents }),
    placeholderData: (previous) => previous,
    meta: { persist: false },
  });
}

export const marginContractRecord = defineRecord(checkMarginContract);

// Money out and the contract's signature are sent now or not at all (never queued offline).
const drawChange = defineChange(drawMarginV2, { networkMode: 'always' });
const offlineDrawChange = defineChange(offlineDrawMargin, { networkMode: 'always' });
const signChange = defineChange(signMarginContract, {
  networkMode: 'always',
  onSuccess: async (client) => {
    await client.invalidateQueries({ queryKey: allOf(drawMarginCalculateV2) });
    await client.invalidateQueries({ queryKey: allOf(checkMarginContract) });
  },
});

export function useDrawMargin() {
  return useChange(drawChange);
}

export function useOfflineDrawMargin() {
  return useChange(offlineDrawChange);
}

export function useSignMarginContract() {
  return useChange(signChange);
}

/** After a withdrawal started: its hold shows in the balance at once. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => refreshMoney(client);
}
