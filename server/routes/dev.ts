import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { addDevAccessGate, type DevGateOptions } from '../http/dev-access';
import { DEV_REGISTRARS } from './dev-registrars';

/** Where the development controls live; every registrar's paths are relative to it. */
export const DEV_PREFIX = '/__dev';

/**
 * The development controls in one encapsulated scope whose only way in is the access
 * gate (http/dev-access.ts), a hook on the routed path: `/%5F%5Fdev/sms` routes here and
 * meets the same gate as `/__dev/sms`.
 */
export async function registerDevScope(
  app: FastifyInstance,
  ctx: AppContext,
  gate: DevGateOptions,
): Promise<void> {
  await app.register(
    async (scope) => {
      addDevAccessGate(scope, gate);
      for (const register of DEV_REGISTRARS) register(scope, ctx);
    },
    { prefix: DEV_PREFIX },
  );
}
