import { call } from '../../../api/call';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { GOODS_PATHS, goodsContracts, recordKeyOf } from './contracts';

// The reads of /directGoodsDetail, one record each (key: [path, 'record', input]);
// the contract of each loads beside the first paint (contracts.ts).

export function useGoodsDetail(merchandiseId: number) {
  return useDetailQuery({
    queryKey: recordKeyOf(GOODS_PATHS.detail, { merchandiseId }),
    queryFn: async ({ signal }) =>
      call((await goodsContracts()).goodsDetail, { merchandiseId }, { signal }),
  });
}

export function useReferPrice(merchandiseId: number) {
  return useDetailQuery({
    queryKey: recordKeyOf(GOODS_PATHS.referPrice, { merchandiseId }),
    queryFn: async ({ signal }) =>
      call((await goodsContracts()).referPriceByMerchandise, { merchandiseId }, { signal }),
  });
}
