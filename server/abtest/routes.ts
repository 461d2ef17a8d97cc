import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { isOperatorAuthorization } from '../config';
import { parseInput } from '../http/validate';
import { experimentIdParam, parseExperiment } from './experiment-schema';
import { resultsFor } from './results';
import { deleteExperiment, listExperiments, listRunningExperiments, putExperiment } from './store';

/** Where the SDK fetches a visitor's results (the path of sensors' A/B service). */
export const ABTEST_RESULTS_PATH = '/abtest/api/v2/abtest/online/results';

// sa-sdk-javascript's A/B plugin body: anonymous_id always, login_id once logged in.
// distinct_id is accepted too. spec 001 §9: ids up to 255.
const visitorIdField = z.string().trim().min(1).max(255).optional();
const resultsBody = z.object({
  anonymous_id: visitorIdField,
  login_id: visitorIdField,
  distinct_id: visitorIdField,
  platform: z.string().max(100).optional(),
  abtest_lib_version: z.string().max(100).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
const projectQuery = z.object({ 'project-key': z.string().trim().min(1).max(255) });

function failed(reply: FastifyReply, error: string) {
  // sensors' plugin logs error_type and error of a FAILED answer.
  return reply.code(400).send({ status: 'FAILED', error_type: 'INVALID_PARAMETER', error });
}

/** A JSON body sent as text/plain (a page may skip the CORS preflight that way). */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

async function resultsScope(app: FastifyInstance, ctx: AppContext) {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(ABTEST_RESULTS_PATH, async (request, reply) => {
    const query = parseInput(projectQuery, request.query);
    if (!query.ok) return failed(reply, query.message);
    const body = parseInput(resultsBody, jsonBody(request.body));
    if (!body.ok) return failed(reply, body.message);
    // Logged-in visitors keep their groups across devices; anonymous ones per device.
    const visitorId = body.value.login_id ?? body.value.distinct_id ?? body.value.anonymous_id;
    if (!visitorId) return failed(reply, 'anonymous_id: required (or login_id / distinct_id)');
    reply.header('cache-control', 'no-store');
    return { status: 'SUCCESS', results: resultsFor(listRunningExperiments(ctx.db), visitorId) };
  });
}

function requireOperator(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOperatorAuthorization(request.headers.authorization, ctx.operatorToken))
      return reply.code(401).send({ error: 'operator token required (Authorization: Bearer …)' });
  };
}

async function adminScope(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', requireOperator(ctx));
  const idOf = (request: FastifyRequest) =>
    parseInput(experimentIdParam, (request.params as { id?: unknown }).id);

  app.put('/abtest/admin/experiments/:id', async (request, reply) => {
    const id = idOf(request);
    if (!id.ok) return reply.code(400).send({ error: `abtest_experiment_id: ${id.message}` });
    const experiment = parseExperiment(id.value, request.body);
    if (!experiment.ok) return reply.code(400).send({ error: experiment.message });
    const stored = putExperiment(ctx.db, experiment.value, ctx.now());
    return { ...stored.experiment, version: stored.version };
  });
  app.get('/abtest/admin/experiments', async () => ({
    experiments: listExperiments(ctx.db).map((item) => ({
      ...item.experiment,
      version: item.version,
    })),
  }));
  app.delete('/abtest/admin/experiments/:id', async (request, reply) => {
    const id = idOf(request);
    if (!id.ok) return reply.code(400).send({ error: `abtest_experiment_id: ${id.message}` });
    if (!deleteExperiment(ctx.db, id.value))
      return reply.code(404).send({ error: `experiment ${id.value} not found` });
    return { deleted: id.value };
  });
}

/**
 * The experiment service (issue 8): the results the SDK fetches, and the
 * operator API of CONTRACTS.md behind the operator token. Plain JSON.
 */
export async function registerAbtestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => resultsScope(scope, ctx));
  await app.register(async (scope) => adminScope(scope, ctx));
}
