/**
 * The popup services the SDK calls (spec 001 §7), plain JSON, called from the
 * page without credentials (CORS in server/http/cors.ts covers /sfo/*).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { buildConfigResponse } from './config-response';
import { displayStatuses } from './displays';
import { registerPopupAdminRoutes } from './admin-routes';
import { findPlan, listPlans, readSettings } from './store';

// spec 001 §9: ids up to 255. The other query values are recorded by real services; unused here.
const common = {
  platform: z.string().max(100).optional(),
  project: z.string().max(255).optional(),
  time: z.string().max(20).optional(),
  sdk_version: z.string().max(50).optional(),
};
const configQuery = z.object({ distinct_id: z.string().trim().min(1).max(255), ...common });
const previewQuery = z.object({ distinct_id: z.string().max(255).optional(), ...common });
// A poll asks for the displays still waiting; 100 is far above what one visitor has open.
const MAX_UUIDS = 100;
const displaysQuery = z.object({
  project: z.string().max(255).optional(),
  time: z.string().max(20).optional(),
  popup_display_uuids: z
    .string()
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((uuid) => uuid.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1).max(MAX_UUIDS)),
});

export async function registerPopupRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sfo/user_popup_configs', async (request, reply) => {
    const query = parseInput(configQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    reply.header('cache-control', 'no-store');
    return buildConfigResponse(
      listPlans(ctx.db),
      readSettings(ctx.db),
      query.value.distinct_id,
      ctx.now(),
    );
  });

  // Preview (spec 001 §2): the popup window id is the plan's id.
  app.get('/sfo/popup_windows/:id', async (request, reply) => {
    const query = parseInput(previewQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    const id = (request.params as { id: string }).id;
    const plan = findPlan(ctx.db, id);
    if (!plan) return reply.code(404).send({ error: `popup window ${id} not found` });
    reply.header('cache-control', 'no-store');
    const content = plan.popup_window_content;
    return {
      popup_window_id: String(plan.plan_id),
      name: plan.cname ?? '',
      popup_type: content.popup_type,
      content: content.content,
    };
  });

  app.get('/sfo/popup_displays', async (request, reply) => {
    const query = parseInput(displaysQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: query.message });
    reply.header('cache-control', 'no-store');
    return { displays: displayStatuses(ctx.db, query.value.popup_display_uuids) };
  });

  await registerPopupAdminRoutes(app, ctx);
}
