import { defineRecord } from '../../../api/query/define-record';
import { mutualFundToSellerResult } from '../../../shared/contracts/transfers';

export const toSellerResultRecord = defineRecord(mutualFundToSellerResult);

/** /transferResult: one payment to a seller, as the server keeps it. */
export function useToSellerResult(transferNo: string) {
  return toSellerResultRecord.use({ transferNo });
}
