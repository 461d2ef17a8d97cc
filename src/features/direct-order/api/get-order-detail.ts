import { call } from '../../../api/call';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import type { DataOf } from '../../../shared/contract';
import type { orderInfoV2 } from '../../../shared/contracts/direct-order';
import { actionsForState } from '../order-actions';
import { withV1Fallback } from '../v2-fallback';
import { ORDER_PATHS, orderContracts, recordKeyOf } from './contracts';

export type OrderDetail = DataOf<typeof orderInfoV2>;

/**
 * info/v2, or info on a platform without v2: v1 has no inspection or return
 * parcel, and its actions come from the state (order-actions.ts).
 */
export async function fetchOrderDetail(
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderDetail> {
  const { orderInfo, orderInfoV2: v2 } = await orderContracts();
  return withV1Fallback(
    () => call(v2, { orderId }, { signal, noToast: true }),
    async () => {
      const order = await call(orderInfo, { orderId }, { signal });
      const actions = actionsForState(order.state);
      return { ...order, inspection: null, returnParcel: null, actions };
    },
  );
}

/** The key is info/v2's (`[path, 'record', { orderId }]`), whichever path answered. */
export function useOrderDetail(orderId: number) {
  return useDetailQuery({
    queryKey: recordKeyOf(ORDER_PATHS.infoV2, { orderId }),
    queryFn: ({ signal }) => fetchOrderDetail(orderId, signal),
  });
}
