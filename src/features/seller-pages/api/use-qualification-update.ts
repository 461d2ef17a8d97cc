import { useChange } from '../../../api/query/use-change';
import { qualificationUpdateChange } from './qualification-update.change';

export function useQualificationUpdate() {
  return useChange(qualificationUpdateChange, { matches: () => true });
}
