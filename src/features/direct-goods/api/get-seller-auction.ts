import { defineRecord } from '../../../api/query/define-record';
import { sellerAuctionDetail } from '../../../shared/contracts/direct-auction';

/** The seller's view of an item's auction (`merchandisedetail/seller/bymerchandise`). */
export const sellerAuctionRecord = defineRecord(sellerAuctionDetail);
export const useSellerAuction = (merchandiseId: number) =>
  sellerAuctionRecord.use({ merchandiseId });
