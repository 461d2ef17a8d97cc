import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { allOf } from '../../../api/query/query-keys';
import { orderCount, orderList, orderListV2 } from '../../../shared/contracts/direct-order';
import { orderInfo, orderInfoV2 } from '../../../shared/contracts/direct-order-info';
import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import {
  orderCreate,
  orderCreateV2,
  orderDelivery,
  orderExpressUpdate,
  orderItemInsert,
} from '../../../shared/contracts/seller-order';
import { consignOrderRecord, type ConsignmentOrder } from './get-order';
import { withV1Fallback } from '../../../api/v1-fallback';

// Offline these fail at once ('always'; see submit-evaluation.ts); the forms keep their drafts.
// Each answers the whole order: the order pages show it at once, then ask the server again
// (the direct-order pages' copies of the same order too).
const remember = (client: QueryClient, order: ConsignmentOrder) => {
  client.setQueryData(consignOrderRecord.key({ orderId: order.orderId }), order);
  const stale = [orderInfo, orderInfoV2, orderList, orderListV2, orderCount];
  return Promise.all(stale.map((e) => client.invalidateQueries({ queryKey: allOf(e) })));
};

/** 创建寄卖订单: create/v2, or create (one evaluation) on a platform without v2. */
const createOrderChange = defineChange(orderCreateV2, {
  networkMode: 'always',
  onSuccess: remember,
  send: ({ input, idempotencyKey: key }) =>
    withV1Fallback(
      () => call(orderCreateV2, input, { key, noToast: true }),
      () => {
        const [evaluationId, ...more] = input.evaluationIds;
        // v1 takes one evaluation: more than one cannot be sent there.
        if (evaluationId === undefined || more.length > 0)
          throw new Error('create: one evaluation');
        return call(orderCreate, { evaluationId, returnAddressId: input.returnAddressId }, { key });
      },
    ),
});

const insertItemChange = defineChange(orderItemInsert, {
  networkMode: 'always',
  onSuccess: remember,
});
const deliveryChange = defineChange(orderDelivery, { networkMode: 'always', onSuccess: remember });
const expressUpdateChange = defineChange(orderExpressUpdate, {
  networkMode: 'always',
  onSuccess: remember,
});

export const useCreateOrder = () => useChange(createOrderChange);
export const useInsertItem = () => useChange(insertItemChange);
export const useDelivery = () => useChange(deliveryChange);
export const useExpressUpdate = () => useChange(expressUpdateChange);
