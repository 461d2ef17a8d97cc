import { defineRecord } from '../../../api/query/define-record';
import { goodsTotal } from '../../../shared/contracts/direct-goods';

/** /directGoods' totals (key: [goodsTotal.path, 'record', {}]). */
export const goodsTotalRecord = defineRecord(goodsTotal);

export const useGoodsTotal = () => goodsTotalRecord.use({});
