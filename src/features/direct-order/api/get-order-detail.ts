import { call } from '../../../api/call';
import { defineRecord } from '../../../api/query/define-record';
import type { DataOf } from '../../../shared/contract';
import { orderInfo, orderInfoV2 } from '../../../shared/contracts/direct-order';
import { actionsForState } from '../order-actions';
import { withV1Fallback } from '../v2-fallback';

export type OrderDetail = DataOf<typeof orderInfoV2>;

/**
 * info/v2, or info on a platform without v2: v1 has no inspection or return
 * parcel, and its actions come from the state (order-actions.ts).
 */
export const orderDetailRecord = defineRecord(orderInfoV2, {
  fetch: (input, signal) =>
    withV1Fallback(
      () => call(orderInfoV2, input, { signal, noToast: true }),
      async (): Promise<OrderDetail> => {
        const order = await call(orderInfo, input, { signal });
        return {
          ...order,
          inspection: null,
          returnParcel: null,
          actions: actionsForState(order.state),
        };
      },
    ),
});

export function useOrderDetail(orderId: number) {
  return orderDetailRecord.use({ orderId });
}
