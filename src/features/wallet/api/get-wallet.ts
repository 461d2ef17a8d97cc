import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { getMargin } from '../../../shared/contracts/margin';
import { walletFunctionQuery, walletInfo } from '../../../shared/contracts/wallet';

// Balances are asked again on every screen that shows them (staleTime 0): a
// copy restored from storage after a reload may predate the last settlement.
// Offline, the cached copy shows with the notice meanwhile.
const FRESH = { staleTime: 0 } as const;

/** /myWallet and every money screen: the wallet's balance, frozen part and functions. */
export const walletRecord = defineRecord(walletInfo);
export function useWallet() {
  return useDetailQuery({ ...walletRecord.options({}), ...FRESH });
}

/** Which functions the user has and what opening still needs (status, agreement, seller account). */
export const walletFunctionsRecord = defineRecord(walletFunctionQuery);
export function useWalletFunctions() {
  return useDetailQuery({ ...walletFunctionsRecord.options({}), ...FRESH });
}

/** The margin account, the other side of the transfers (spec 000 §7 bid/get/margin). */
export const marginRecord = defineRecord(getMargin);
export function useMargin() {
  return useDetailQuery({ ...marginRecord.options({}), ...FRESH });
}
