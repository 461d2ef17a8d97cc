import { defineRecord } from '../../../api/query/define-record';
import {
  brandAndLevelList,
  brandAndLevelListTourist,
} from '../../../shared/contracts/auction-lists';

/** Brands and evaluation levels of the filters (a visitor's come from the tourist call). */
export const auctionFiltersRecord = defineRecord(brandAndLevelList);
export const touristAuctionFiltersRecord = defineRecord(brandAndLevelListTourist);

export function useAuctionFilters(signedIn: boolean) {
  return (signedIn ? auctionFiltersRecord : touristAuctionFiltersRecord).use({});
}
