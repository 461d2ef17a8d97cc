import { defineRecord } from '../../../api/query/define-record';
import { getMargin } from '../../../shared/contracts/margin';
import { walletInfo } from '../../../shared/contracts/wallet-info';

/** What a return fee may be paid from: the margin account and the bank wallet. */
export const marginRecord = defineRecord(getMargin);
export const walletRecord = defineRecord(walletInfo);

export const useMarginBalance = () => marginRecord.use({});
export const useWalletBalance = () => walletRecord.use({});
