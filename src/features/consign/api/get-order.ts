import type * as z from 'zod/mini';
import { call } from '../../../api/call';
import { defineRecord } from '../../../api/query/define-record';
import { useDetailQuery } from '../../../api/query/use-detail-query';
import { orderInfo, orderInfoV2 } from '../../../shared/contracts/direct-order-info';
import type { consignmentOrder } from '../../../shared/contracts/order-fields';
import { withV1Fallback } from '../../../api/v1-fallback';

export type ConsignmentOrder = z.infer<typeof consignmentOrder>;

/**
 * The order as the server has it (spec 000 §7: info/v2, or info on a platform without v2),
 * so a reload or another device shows the real order. Kept under the v1 path's key: both
 * answer the order (v2 adds the inspection and return parcel these pages do not show).
 */
export const consignOrderRecord = defineRecord(orderInfo, {
  fetch: (input, signal): Promise<ConsignmentOrder> =>
    withV1Fallback(
      () => call(orderInfoV2, input, { signal, noToast: true }),
      () => call(orderInfo, input, { signal }),
    ),
});

/** Asked on every visit: the platform moves an order (received, inspected) while away. */
export function useConsignOrder(orderId: number) {
  return useDetailQuery({ ...consignOrderRecord.options({ orderId }), staleTime: 0 });
}
