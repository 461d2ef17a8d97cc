import { call } from '../../../api/call';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { ORDER_PATHS, orderContracts, recordKeyOf } from './contracts';

/** How many orders the seller has in each state: the tabs' numbers. */
export function useOrderCount() {
  return useDetailQuery({
    queryKey: recordKeyOf(ORDER_PATHS.count, {}),
    queryFn: async ({ signal }) => call((await orderContracts()).orderCount, {}, { signal }),
  });
}
