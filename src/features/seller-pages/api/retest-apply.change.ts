import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { retestApply, retestList } from '../../../shared/contracts/seller-other-pages';

/**
 * 提交复检申请 (idempotency 'required'): safe to pause offline and resume with
 * its key, the photos are uploaded before it is sent. The list refetches.
 */
export const retestApplyChange = defineChange(retestApply, {
  onSuccess: (client) => client.invalidateQueries({ queryKey: allOf(retestList) }),
});
