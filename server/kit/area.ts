import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { routeKit } from './route';
import type { KitOptions, RouteFn } from './route-types';

/**
 * One area of the business API (a path family of spec 000 §7): a Fastify plugin
 * of its own, whose routes are declared with `route(contract, handler)`.
 * Paths are not prefixed: each contract carries its full path.
 */
export interface Area {
  name: string;
  plugin: FastifyPluginAsync<KitOptions>;
}

export function defineArea(name: string, declare: (route: RouteFn) => void): Area {
  return {
    name,
    plugin: async (scope, kit) => declare(routeKit(scope, kit)),
  };
}

/** Registers each area in its own encapsulated scope. */
export async function registerAreas(
  app: FastifyInstance,
  areas: readonly Area[],
  kit: KitOptions,
): Promise<void> {
  for (const area of areas) await app.register(area.plugin, kit);
}
