import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { auditLedger } from '../ledger/audit';
import { findPaymentForBank } from '../payments/payment-store';
import { resolvePayment } from '../payments/service';

const settleBody = z.object({
  payNo: z.string().check(z.minLength(1)),
  result: z.enum(['SUCCESS', 'FAILED']),
});

/**
 * POST /__dev/bank/settle { payNo, result } (CONTRACTS.md "Money seams"): the demo
 * bank answers a payment at once. Settling one that is no longer pending changes
 * nothing (`settled: false`). Also the bank's state and the ledger's audit.
 */
export function registerBankDevControls(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/bank/settle', async (request, reply) => {
    const body = settleBody.safeParse(request.body);
    if (!body.success) {
      const issue = body.error.issues[0];
      return reply
        .code(400)
        .send({ error: `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? ''}` });
    }
    if (!findPaymentForBank(ctx.db, body.data.payNo)) {
      return reply.code(404).send({ error: `no payment ${body.data.payNo}` });
    }
    const event = body.data.result === 'SUCCESS' ? 'BANK_SUCCESS' : 'BANK_FAILED';
    const { moved, payment } = resolvePayment(ctx, body.data.payNo, event);
    return { settled: moved, status: payment?.status ?? null };
  });

  // The bank's own clock: how long it takes, and how many payments it will still answer.
  scope.get('/bank', async () => ({
    settleMs: ctx.bank.settleMs,
    waiting: ctx.bank.waiting,
  }));

  // The ledger's invariants (server/ledger/audit.ts): an empty list means the books add up.
  scope.get('/ledger/audit', async () => ({ problems: auditLedger(ctx.db) }));
}
