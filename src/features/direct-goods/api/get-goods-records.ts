import { call } from '../../../api/call';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { GOODS_PATHS, goodsContracts, recordKeyOf } from './contracts';

// /directGoods' totals (key: [path, 'record', {}]); the contract loads beside the
// first paint (contracts.ts).

export function useGoodsTotal() {
  return useDetailQuery({
    queryKey: recordKeyOf(GOODS_PATHS.total, {}),
    queryFn: async ({ signal }) => call((await goodsContracts()).goodsTotal, {}, { signal }),
  });
}
