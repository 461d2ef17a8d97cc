import { defineRecord } from '../../../api/query/define-record';
import { goodsDetail, referPriceByMerchandise } from '../../../shared/contracts/direct-goods';

// The reads of /directGoodsDetail, one record each (key: [path, 'record', input]).

export const goodsDetailRecord = defineRecord(goodsDetail);
export const referPriceRecord = defineRecord(referPriceByMerchandise);

export const useGoodsDetail = (merchandiseId: number) => goodsDetailRecord.use({ merchandiseId });
export const useReferPrice = (merchandiseId: number) => referPriceRecord.use({ merchandiseId });
