import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { findDeepLink } from '../store/deep-links';

const deepLinkQuery = z.object({
  key: z.string().min(1),
  system_type: z.string().default('JS'),
  project: z.string().min(1).default('default'),
});

/**
 * Deep-link lookup (spec 001 §7). Failures carry `errorMsg`, the field the sensors
 * deeplink plugin checks before using an answer.
 */
export function registerDeepLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sdk/deeplink/param', async (request, reply) => {
    const query = parseInput(deepLinkQuery, request.query);
    if (!query.ok) return reply.code(400).send({ errorMsg: query.message });
    const answer = findDeepLink(ctx.db, query.value.key, query.value.project);
    if (!answer) {
      return reply.code(404).send({ errorMsg: `deep link ${query.value.key} not found` });
    }
    return answer;
  });
}
