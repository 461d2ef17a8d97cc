import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { resetDatabase } from '../db/seed/index';
import { registerConsignmentDevControls } from '../dev/consignment-controls';
import { parseInput } from '../http/validate';
import { clearEvents, readEvents } from '../store/analytics-events';
import { replaceVisualConfig } from '../store/visual-configs';
import { recentSmsCodes } from '../store/sms-codes';

const faultBody = z
  .object({
    path: z.string().regex(/^\/[^*]*\*?$/, "must start with '/' and may end in '*'"),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    code: z.string().min(1).optional(),
    msg: z.string().optional(),
    status: z.number().int().min(100).max(599).optional(),
    body: z.string().optional(),
    contentType: z.string().min(1).optional(),
    delayMs: z.number().int().min(0).max(300_000).optional(),
    drop: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  })
  .strict();

const versionBody = z.object({ version: z.string().min(1).max(200) });
const pathQuery = z.object({ path: z.string().optional() });
const eventQuery = z.object({ event: z.string().optional() });
const visualConfigBody = z.union([z.null(), z.record(z.string(), z.unknown())]);

/** Development endpoints for tests and the README (docs/api.md "Development endpoints"); never behind the gateway. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/__dev/faults', async (request, reply) => {
    const body = parseInput(faultBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: body.message });
    return { id: ctx.faults.add(body.value).id };
  });
  app.get('/__dev/faults', async () => ({ faults: ctx.faults.list() }));
  app.delete('/__dev/faults', async () => {
    ctx.faults.clear();
    return { cleared: true };
  });

  app.get('/__dev/requests', async (request, reply) => {
    const query = parseInput(pathQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    return { requests: ctx.requests.list(query.value.path) };
  });

  app.get('/__dev/version', async () => ({ version: ctx.version.get() }));
  app.post('/__dev/version', async (request, reply) => {
    const body = parseInput(versionBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: body.message });
    ctx.version.set(body.value.version);
    return { version: ctx.version.get() };
  });

  app.post('/__dev/reset', async () => {
    resetDatabase(ctx.db);
    ctx.faults.clear();
    ctx.requests.clear();
    ctx.version.restore();
    return { reset: true };
  });

  app.get('/__dev/events', async (request, reply) => {
    const query = parseInput(eventQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    return readEvents(ctx.db, query.value.event);
  });
  // Registration SMS codes (no SMS gateway here): the newest 20, optionally of one phone.
  app.get('/__dev/sms', async (request) => {
    const { phone } = request.query as { phone?: unknown };
    return { codes: recentSmsCodes(ctx.db, typeof phone === 'string' ? phone : undefined) };
  });

  app.delete('/__dev/events', async () => {
    clearEvents(ctx.db);
    return { cleared: true };
  });

  app.put('/__dev/visual-config', async (request, reply) => {
    const body = parseInput(visualConfigBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: body.message });
    replaceVisualConfig(ctx.db, body.value);
    return { stored: body.value !== null };
  });

  registerConsignmentDevControls(app, ctx);
}
