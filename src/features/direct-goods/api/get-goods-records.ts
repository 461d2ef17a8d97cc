import { defineRecord } from '../../../api/query/define-record';
import {
  goodsDetail,
  goodsTotal,
  referPriceByMerchandise,
} from '../../../shared/contracts/direct-goods';

// The goods reads of the two routes, one record each (key: [path, 'record', input]).
// The sheets' reads live in their own files, so their contracts load with the sheets.

export const goodsTotalRecord = defineRecord(goodsTotal);
export const goodsDetailRecord = defineRecord(goodsDetail);
export const referPriceRecord = defineRecord(referPriceByMerchandise);

/** /directGoods: the goods per state and the value on shelf. */
export const useGoodsTotal = () => goodsTotalRecord.use({});
export const useGoodsDetail = (merchandiseId: number) => goodsDetailRecord.use({ merchandiseId });
export const useReferPrice = (merchandiseId: number) => referPriceRecord.use({ merchandiseId });
