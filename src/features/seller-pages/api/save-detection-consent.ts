import { defineChange } from '../../../api/query/define-change';
import { allOf, updateRecords } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import {
  detectionConsent,
  detectionConsentSave,
} from '../../../shared/contracts/seller-other-pages';
import type { ConsentKind } from './get-detection-consent';

/**
 * 同意 / 不同意 (idempotency 'required'): the cached answer of that kind becomes
 * the server's. Sent only online ('always'): an answer to a notice is given
 * while reading it, and the boot stays free of these contracts (route budget).
 */
const detectionConsentChange = defineChange(detectionConsentSave, {
  networkMode: 'always',
  onSuccess: (client, saved) => {
    updateRecords(client, detectionConsent, (current) =>
      current.kind === saved.kind ? saved : current,
    );
    void client.invalidateQueries({ queryKey: allOf(detectionConsent) });
  },
});

export function useSaveDetectionConsent(kind: ConsentKind) {
  return useChange(detectionConsentChange, { matches: (input) => input.kind === kind });
}
