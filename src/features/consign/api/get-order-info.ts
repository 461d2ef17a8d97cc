import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { expressInfo } from '../../../shared/contracts/logistics';
import {
  defaultAddress,
  depositoryAddress,
  onshelfNotice,
  userReturnAddresses,
  validatePrimaryAddress,
} from '../../../shared/contracts/seller-order';

// The reads of the order and delivery pages.
export const onshelfNoticeRecord = defineRecord(onshelfNotice);
export const depositoryRecord = defineRecord(depositoryAddress);
export const defaultAddressRecord = defineRecord(defaultAddress);
export const primaryAddressRecord = defineRecord(validatePrimaryAddress);
export const returnAddressesRecord = defineRecord(userReturnAddresses);
export const expressInfoRecord = defineRecord(expressInfo);

/** A parcel moves while the page is away: the timeline is asked again on every visit. */
export function useExpressInfo(expressNo: string) {
  return useDetailQuery(
    { ...expressInfoRecord.options({ expressNo }), staleTime: 0 },
    (info) => info.traces.length === 0,
  );
}
