import * as c from '../../../src/shared/contracts/direct-goods';
import { defineArea } from '../../kit/area';
import { askReturn, payReturnFee } from '../../direct/returns';

/** spec 000 §4: goods returned singly or in batch, and the return fees paid through the ledger. */
export const directReturnsArea = defineArea('direct-returns', (route) => {
  route(c.goodsReturn, ({ input, user, ctx }) =>
    askReturn(ctx.db, { userId: user.id, itemIds: [input.merchandiseId], now: ctx.now() }),
  );
  route(c.goodsReturnBatch, ({ input, user, ctx }) =>
    askReturn(ctx.db, { userId: user.id, itemIds: input.merchandiseIds, now: ctx.now() }),
  );
  route(c.serviceFeePay, ({ input, user, ctx }) =>
    payReturnFee(ctx.db, {
      userId: user.id,
      itemIds: input.merchandiseIds,
      payFrom: input.payFrom,
      now: ctx.now(),
    }),
  );
});
