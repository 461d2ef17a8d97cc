import * as gc from '../../../src/shared/contracts/direct-goods-changes';
import { defineArea } from '../../kit/area';
import { askReturn, payReturnFee } from '../../direct/returns';

/** spec 000 §4: goods returned singly or in batch, and the return fees paid through the ledger. */
export const directReturnsArea = defineArea('direct-returns', (route) => {
  route(gc.goodsReturn, ({ input, user, ctx }) =>
    askReturn(ctx.db, { userId: user.id, itemIds: [input.merchandiseId], now: ctx.now() }),
  );
  route(gc.goodsReturnBatch, ({ input, user, ctx }) =>
    askReturn(ctx.db, { userId: user.id, itemIds: input.merchandiseIds, now: ctx.now() }),
  );
  route(gc.serviceFeePay, ({ input, user, ctx }) =>
    payReturnFee(ctx.db, {
      userId: user.id,
      itemIds: input.merchandiseIds,
      payFrom: input.payFrom,
      now: ctx.now(),
    }),
  );
});
