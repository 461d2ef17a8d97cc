import { call } from '../../../api/call';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { GOODS_PATHS, logisticsContracts, recordKeyOf } from './contracts';

/** spec 000 §4: return parcels whose logistics fee is still to pay. */
export function useUnpaidFee() {
  return useDetailQuery({
    queryKey: recordKeyOf(GOODS_PATHS.unpaidFee, {}),
    queryFn: async ({ signal }) =>
      call((await logisticsContracts()).unpaidLogisticsFee, {}, { signal }),
  });
}
