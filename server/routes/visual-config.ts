import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { findVisualConfig } from '../store/visual-configs';

// spec 001 §7: the SDK's JSONP callback name.
const DEFAULT_CALLBACK = 'saJSSDKVtrackCollectConfig';

const visualQuery = z.object({
  app_id: z.string().default(''),
  v: z.string().optional(),
  // Only a plain identifier path: the callback is written into executable script.
  callback: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'must be a JavaScript identifier')
    .default(DEFAULT_CALLBACK),
});

/** Visual (codeless) tracking config as JSONP: 200 applies, 205 clears, 304 keeps (spec 001 §7). */
export function registerVisualConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/config/visualized/Web.conf', async (request, reply) => {
    const query = parseInput(visualQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    reply.header('cache-control', 'no-store');
    const current = findVisualConfig(ctx.db, query.value.app_id);
    if (!current) return reply.code(205).send();
    if (query.value.v === current.version) return reply.code(304).send();
    const payload = { ...current.config, os: 'Web', version: current.version };
    return reply
      .type('application/javascript; charset=utf-8')
      .send(`${query.value.callback}(${JSON.stringify(payload)});`);
  });
}
