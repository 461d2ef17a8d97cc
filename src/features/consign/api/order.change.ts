import { call } from '../../../api/call';
import { defineChange } from '../../../api/query/define-change';
import {
  orderCreate,
  orderCreateV2,
  orderDelivery,
  orderExpressUpdate,
  orderItemInsert,
} from '../../../shared/contracts/seller-order';
import { rememberOrder, type ConsignmentOrder } from '../known-order';
import { withV1Fallback } from '../v2-fallback';

const remember = (_client: unknown, order: ConsignmentOrder) => rememberOrder(order);

/** 创建寄卖订单: create/v2, or create (one evaluation) on a platform without v2. */
export const createOrderChange = defineChange(orderCreateV2, {
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
  onSuccess: remember,
});

export const insertItemChange = defineChange(orderItemInsert, { onSuccess: remember });
export const deliveryChange = defineChange(orderDelivery, { onSuccess: remember });
export const expressUpdateChange = defineChange(orderExpressUpdate, { onSuccess: remember });
