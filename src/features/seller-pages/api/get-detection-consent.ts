import { defineRecord } from '../../../api/query/define-record';
import { detectionConsent } from '../../../shared/contracts/seller-other-pages';

export type ConsentKind = 'privacy' | 'permission';

export const detectionConsentRecord = defineRecord(detectionConsent);

/** The seller's remembered answer to the inspection tool's notice or permission request. */
export function useDetectionConsent(kind: ConsentKind) {
  return detectionConsentRecord.use({ kind });
}
