import { defineChange } from '../../../api/query/define-change';
import { allOf, updateRecords } from '../../../api/query/query-keys';
import {
  detectionConsent,
  detectionConsentSave,
} from '../../../shared/contracts/seller-other-pages';

/** 同意 / 不同意 (idempotency 'required'): the cached answer of that kind becomes the server's. */
export const detectionConsentChange = defineChange(detectionConsentSave, {
  onSuccess: (client, saved) => {
    updateRecords(client, detectionConsent, (current) =>
      current.kind === saved.kind ? saved : current,
    );
    void client.invalidateQueries({ queryKey: allOf(detectionConsent) });
  },
});
