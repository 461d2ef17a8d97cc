import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { walletInfo } from '../../../shared/contracts/wallet-info';

// Balances are asked again on every screen that shows them (staleTime 0): a
// copy restored from storage after a reload may predate the last settlement.
// Offline, the cached copy shows with the notice meanwhile.
export const FRESH = { staleTime: 0 } as const;

/** /myWallet and every money screen: the wallet's balance, frozen part and functions. */
export const walletRecord = defineRecord(walletInfo);
export function useWallet() {
  return useDetailQuery({ ...walletRecord.options({}), ...FRESH });
}
