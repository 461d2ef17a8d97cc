import { defineRecord } from '../../../api/query/define-record';
import { amountInfo } from '../../../shared/contracts/fund-records';

/** One record of the caller's wallet or margin account (key: [path, 'record', { recordId }]). */
export const recordInfo = defineRecord(amountInfo);

/** /particularsDetails and /secondParticularsDetails: the record with the shared states. */
export function useRecordInfo(recordId: number) {
  return recordInfo.use({ recordId });
}
