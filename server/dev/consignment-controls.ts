import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { EVALUATION_LEVELS } from '../consignment/detection-form';
import { findOrderRow, orderView } from '../consignment/orders-store';
import {
  inspectOrder,
  listOrder,
  publishCodeOf,
  receiveOrder,
  sellOrder,
} from '../consignment/platform-actions';
import { answerRecheck } from '../direct/goods-actions';
import type { Failure } from '../kit/failure';
import { parseInput } from '../http/validate';

/**
 * The platform's side of a consignment (issue 16), for tests, the e2e and a
 * person trying the flow: the warehouse receives an order, inspection grades
 * it, it is listed, and sold at auction. Each goes through the state machine:
 * a step the order's state does not allow answers 409 with the reason.
 */

const orderBody = z.object({ orderId: z.number().int().positive() }).strict();
const inspectBody = orderBody.extend({ grade: z.enum(EVALUATION_LEVELS) }).strict();
const sellBody = orderBody.extend({ priceCents: z.number().int().positive().optional() }).strict();
const recheckBody = orderBody
  .extend({ answer: z.string().min(1).max(200), grade: z.enum(EVALUATION_LEVELS).optional() })
  .strict();
const ordersQuery = z.object({ userId: z.coerce.number().int().positive() });

type Step<B> = (ctx: AppContext, body: B) => Failure | null;

function control<B>(
  scope: FastifyInstance,
  ctx: AppContext,
  path: string,
  schema: z.ZodType<B & { orderId: number }>,
  step: Step<B & { orderId: number }>,
): void {
  scope.post(`/consignment/${path}`, async (request, reply) => {
    const body = parseInput(schema, request.body);
    if (!body.ok) return reply.code(400).send({ error: body.message });
    if (!findOrderRow(ctx.db, body.value.orderId))
      return reply.code(404).send({ error: '订单不存在' });
    const refused = ctx.db.transaction(() => step(ctx, body.value))();
    if (refused) return reply.code(409).send({ error: refused.msg, code: refused.code });
    return { order: orderView(ctx.db, body.value.orderId) };
  });
}

export function registerConsignmentDevControls(scope: FastifyInstance, ctx: AppContext): void {
  control(scope, ctx, 'receive', orderBody, (c, b) => receiveOrder(c.db, b.orderId, c.now()));
  control(scope, ctx, 'inspect', inspectBody, (c, b) =>
    inspectOrder(c.db, b.orderId, b.grade, c.now()),
  );
  control(scope, ctx, 'list', orderBody, (c, b) => listOrder(c.db, b.orderId, c.now()));
  control(scope, ctx, 'sell', sellBody, (c, b) =>
    sellOrder(c.db, b.orderId, c.now(), b.priceCents),
  );
  // Issue 18: the platform answers a re-check the seller asked for.
  control(scope, ctx, 'recheck/answer', recheckBody, (c, b) =>
    answerRecheck(c.db, { ...b, now: c.now() }),
  );

  // A seller's orders with the publish codes the inspection report would show.
  scope.get('/consignment/orders', async (request, reply) => {
    const query = parseInput(ordersQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    const ids = ctx.db
      .prepare('SELECT id FROM consignment_orders WHERE user_id = ? ORDER BY id')
      .pluck()
      .all(query.value.userId) as number[];
    const orders = ids.map((id) => {
      const view = orderView(ctx.db, id);
      const publishCodes = view.items.map((item) =>
        item.grade ? publishCodeOf(view.orderNo, item.itemId) : null,
      );
      return { ...view, publishCodes };
    });
    return { orders };
  });
}
