import { defineRecord } from '../../../api/query/define-record';
import { getMargin } from '../../../shared/contracts/margin';

/** The margin account (available, frozen, incoming; password and contract state). */
export const marginRecord = defineRecord(getMargin);

export function useMargin() {
  return marginRecord.use({});
}
