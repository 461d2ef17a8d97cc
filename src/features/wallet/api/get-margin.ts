import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { getMargin } from '../../../shared/contracts/margin';
import { FRESH } from './get-wallet';

/**
 * The margin account, the other side of the transfers (spec 000 §7 bid/get/margin),
 * asked again on every screen that shows it (see get-wallet.ts). A file of its
 * own: the wallet-only screens do not load the margin contracts (route budget).
 */
export const marginRecord = defineRecord(getMargin);
export function useMargin() {
  return useDetailQuery({ ...marginRecord.options({}), ...FRESH });
}
