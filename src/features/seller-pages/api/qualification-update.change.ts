import { defineChange } from '../../../api/query/define-change';
import { allOf, updateRecords } from '../../../api/query/query-keys';
import {
  qualificationInfo,
  qualificationUpdate,
} from '../../../shared/contracts/seller-other-pages';

/** 保存企业资质 (idempotency 'required'): the cached licence becomes the answer, then refetches. */
export const qualificationUpdateChange = defineChange(qualificationUpdate, {
  onSuccess: (client, saved) => {
    updateRecords(client, qualificationInfo, () => saved);
    void client.invalidateQueries({ queryKey: allOf(qualificationInfo) });
  },
});
