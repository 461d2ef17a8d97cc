import { defineChange } from '../../../api/query/define-change';
import { allOf, updateRecords } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import {
  qualificationInfo,
  qualificationUpdate,
} from '../../../shared/contracts/seller-other-pages';

/**
 * 保存企业资质 (idempotency 'required'): the cached licence becomes the answer,
 * then refetches. Sent only online ('always'): its photos are uploaded first,
 * and the boot stays free of this page's contracts (route budget).
 */
const qualificationUpdateChange = defineChange(qualificationUpdate, {
  networkMode: 'always',
  onSuccess: (client, saved) => {
    updateRecords(client, qualificationInfo, () => saved);
    void client.invalidateQueries({ queryKey: allOf(qualificationInfo) });
  },
});

export function useQualificationUpdate() {
  return useChange(qualificationUpdateChange);
}
