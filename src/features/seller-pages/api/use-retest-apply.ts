import { useChange } from '../../../api/query/use-change';
import { retestApplyChange } from './retest-apply.change';

export function useRetestApply() {
  return useChange(retestApplyChange, { matches: () => true });
}
