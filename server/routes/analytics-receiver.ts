import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { decodeReceiverPayload } from '../analytics/decode-payload';
import { formFields } from '../analytics/form-fields';
import { recordPopupActivity } from '../popups/displays';
import { storeEvents } from '../store/analytics-events';

// A 1×1 transparent GIF for the image sender.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// spec 001 §9: up to 200 events per batch (storage length); 5 MB leaves room for big properties.
const RECEIVER_BODY_LIMIT = 5 * 1024 * 1024;

async function receiverScope(app: FastifyInstance, ctx: AppContext) {
  // Form bodies arrive as form-encoded, as text/plain (sendBeacon with a string) or untyped.
  const asText = { parseAs: 'string', bodyLimit: RECEIVER_BODY_LIMIT } as const;
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain', '*'],
    asText,
    (_request, body, done) => done(null, body),
  );

  app.post('/sa', { bodyLimit: RECEIVER_BODY_LIMIT }, async (request, reply) => {
    const decoded = decodeReceiverPayload(formFields(request.body));
    if (!decoded.ok) return reply.code(decoded.status ?? 400).send({ error: decoded.error });
    const stored = storeEvents(ctx.db, decoded.events, ctx.now());
    recordPopupActivity(ctx.db, decoded.events);
    return stored;
  });

  for (const path of ['/sa.gif', '/sa']) {
    app.get(path, async (request, reply) => {
      const decoded = decodeReceiverPayload(formFields(request.query));
      if (!decoded.ok) return reply.code(decoded.status ?? 400).send({ error: decoded.error });
      storeEvents(ctx.db, decoded.events, ctx.now());
      recordPopupActivity(ctx.db, decoded.events);
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    });
  }
}

/**
 * The sensors-format analytics receiver (spec 001 §7 "Calls", §3 "Tracked event"), in its own
 * scope so that its lenient body parsers apply to it alone.
 */
export async function registerAnalyticsReceiverRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => receiverScope(scope, ctx));
}
