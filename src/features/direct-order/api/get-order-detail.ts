import { call } from '../../../api/call';
import { defineRecord } from '../../../api/query/define-record';
import type { DataOf } from '../../../shared/contract';
import { orderInfo, orderInfoV2 } from '../../../shared/contracts/direct-order-info';
import { actionsForState } from '../v1-actions';
import { withV1Fallback } from '../../../api/v1-fallback';

export type OrderDetail = DataOf<typeof orderInfoV2>;

/**
 * info/v2, or info on a platform without v2: v1 has no inspection or return
 * parcel, and its actions come from the state (order-actions.ts).
 */
export function fetchOrderDetail(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return withV1Fallback(
    () => call(orderInfoV2, { orderId }, { signal, noToast: true }),
    async () => {
      const order = await call(orderInfo, { orderId }, { signal });
      const actions = actionsForState(order.state);
      return { ...order, inspection: null, returnParcel: null, actions };
    },
  );
}

/** One order, keyed as info/v2's record (`[path, 'record', { orderId }]`) whichever path answered. */
export const orderDetailRecord = defineRecord(orderInfoV2, {
  fetch: ({ orderId }, signal) => fetchOrderDetail(orderId, signal),
});

/** /directOrderDetail: one order, with the shared loading / error / offline states. */
export function useOrderDetail(orderId: number) {
  return orderDetailRecord.use({ orderId });
}
