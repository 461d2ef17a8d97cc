import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { walletFunctionQuery } from '../../../shared/contracts/wallet';
import { FRESH } from './get-wallet';

/**
 * Which functions the user has and what opening still needs (status, agreement,
 * seller account): the opening screens only, so the money screens do not load
 * the other wallet calls (route budget).
 */
export const walletFunctionsRecord = defineRecord(walletFunctionQuery);
export function useWalletFunctions() {
  return useDetailQuery({ ...walletFunctionsRecord.options({}), ...FRESH });
}
