import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { userOfRequest } from '../http/auth';
import { badRequest } from '../http/bad-request';
import { ERRORS, fail, ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { listBankCards } from '../store/bank-cards';

// spec 000 §7: pageIndex from 1, pageSize 3 in the app; useType 1 transfer-in, 2 transfer-out.
const bankListBody = z.object({
  pageIndex: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(100),
  useType: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).transform(Number),
});

export function registerBankRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/dh/auction/user/pingan/bank/list', async (request, reply) => {
    const user = userOfRequest(ctx.db, request);
    if (!user) return fail(ERRORS.tokenExpired);
    const body = parseInput(bankListBody, request.body);
    if (!body.ok) return badRequest(reply, body.message);
    const useType = body.value.useType === 1 ? 1 : 2;
    return ok(listBankCards(ctx.db, { ...body.value, useType, userId: user.id }));
  });
}
