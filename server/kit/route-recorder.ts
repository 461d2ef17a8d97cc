import type { FastifyInstance } from 'fastify';
import type { ContractRouteConfig } from './route-types';

export interface RecordedRoute {
  method: string;
  url: string;
  /** Present for routes declared with the kit. */
  contract?: ContractRouteConfig;
}

const recorded = new WeakMap<FastifyInstance, RecordedRoute[]>();

/**
 * Records every route registered after this call, in any scope, so that the
 * contract walk test can compare the server's routes with the contracts.
 * HEAD routes Fastify adds beside GET ones are left out.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RecordedRoute[] = [];
  recorded.set(app, routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, contract: options.config?.contract });
    }
  });
}

export function recordedRoutes(app: FastifyInstance): readonly RecordedRoute[] {
  return recorded.get(app) ?? [];
}
