import { defineRecord } from '../../../api/query/define-record';
import { recheckInfo } from '../../../shared/contracts/direct-goods-changes';
import { oncePriceRange } from '../../../shared/contracts/seller-publish';

// The reads of the price and re-check sheets, loaded with them (route budget).

export const priceRangeRecord = defineRecord(oncePriceRange);
export const recheckInfoRecord = defineRecord(recheckInfo);

export const usePriceRange = (itemId: number) => priceRangeRecord.use({ itemId });
export const useRecheckInfo = (merchandiseId: number) => recheckInfoRecord.use({ merchandiseId });
