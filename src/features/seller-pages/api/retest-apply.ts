import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import { retestApply, retestList } from '../../../shared/contracts/seller-other-pages';

/**
 * 提交复检申请 (idempotency 'required'). Sent only online ('always'): the
 * photos must be uploaded first anyway, and keeping it out of the boot's
 * change files keeps this page's contracts out of every route's start-up
 * JavaScript (route budget). A tap again after a lost answer reuses the key.
 */
const retestApplyChange = defineChange(retestApply, {
  networkMode: 'always',
  onSuccess: (client) => client.invalidateQueries({ queryKey: allOf(retestList) }),
});

export function useRetestApply() {
  return useChange(retestApplyChange);
}
