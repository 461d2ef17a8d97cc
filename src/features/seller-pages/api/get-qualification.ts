import { defineRecord } from '../../../api/query/define-record';
import { qualificationInfo } from '../../../shared/contracts/seller-other-pages';

export const qualificationRecord = defineRecord(qualificationInfo);

/** /corporateQualifications: the licence as the server holds it. */
export function useQualification() {
  return qualificationRecord.use({});
}
