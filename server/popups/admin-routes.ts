/**
 * The operator API for popup plans (CONTRACTS.md "The operator API"): every
 * call needs `Authorization: Bearer <operator token>` (401 otherwise, nothing
 * changes); bad bodies get 400 with a message naming the field. Clients see a
 * change at their next config pull.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isOperatorAuthorization } from '../config';
import { parsePlanBody, parsePlanId, parseSettingsBody } from './plan-schema';
import { deletePlan, listPlans, putPlan, readSettings, writeSettings } from './store';

function requireOperator(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOperatorAuthorization(request.headers.authorization, ctx.operatorToken)) {
      return reply.code(401).send({ error: 'operator token required (Authorization: Bearer …)' });
    }
  };
}

async function adminScope(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', requireOperator(ctx));
  const planIdOf = (request: FastifyRequest) =>
    parsePlanId((request.params as { plan_id?: unknown }).plan_id);

  app.put('/sfo/admin/plans/:plan_id', async (request, reply) => {
    const planId = planIdOf(request);
    if (!planId.ok) return reply.code(400).send({ error: planId.message });
    const plan = parsePlanBody(planId.value, request.body);
    if (!plan.ok) return reply.code(400).send({ error: plan.message });
    return putPlan(ctx.db, plan.value, ctx.now());
  });

  app.get('/sfo/admin/plans', async () => ({ plans: listPlans(ctx.db) }));

  app.delete('/sfo/admin/plans/:plan_id', async (request, reply) => {
    const planId = planIdOf(request);
    if (!planId.ok) return reply.code(400).send({ error: planId.message });
    if (!deletePlan(ctx.db, String(planId.value), ctx.now())) {
      return reply.code(404).send({ error: `plan ${planId.value} not found` });
    }
    return { deleted: planId.value };
  });

  app.get('/sfo/admin/settings', async () => readSettings(ctx.db));
  app.put('/sfo/admin/settings', async (request, reply) => {
    const settings = parseSettingsBody(request.body);
    if (!settings.ok) return reply.code(400).send({ error: settings.message });
    return writeSettings(ctx.db, settings.value);
  });
}

export async function registerPopupAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  // Its own scope: the token hook guards these routes only.
  await app.register(async (scope) => adminScope(scope, ctx));
}
