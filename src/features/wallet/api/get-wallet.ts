import { defineRecord } from '../../../api/query/define-record';
import { getMargin } from '../../../shared/contracts/margin';
import { walletFunctionQuery, walletInfo } from '../../../shared/contracts/wallet';

/** /myWallet and every money screen: the wallet's balance, frozen part and functions. */
export const walletRecord = defineRecord(walletInfo);
export function useWallet() {
  return walletRecord.use({});
}

/** Which functions the user has and what opening still needs (status, agreement, seller account). */
export const walletFunctionsRecord = defineRecord(walletFunctionQuery);
export function useWalletFunctions() {
  return walletFunctionsRecord.use({});
}

/** The margin account, the other side of the transfers (spec 000 §7 bid/get/margin). */
export const marginRecord = defineRecord(getMargin);
export function useMargin() {
  return marginRecord.use({});
}
