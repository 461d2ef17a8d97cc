import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../src/shared/contract';
import { recordedRoutes } from '../kit/route-recorder';
import type { ContractRouteConfig } from '../kit/route-types';

/** What each contract's route declares on this server (auth, idempotency). */
export function routeDeclarations(
  app: FastifyInstance,
): (endpoint: Endpoint) => ContractRouteConfig | undefined {
  const byEndpoint = new Map<Endpoint, ContractRouteConfig>();
  for (const route of recordedRoutes(app)) {
    if (route.contract) byEndpoint.set(route.contract.endpoint, route.contract);
  }
  return (endpoint) => byEndpoint.get(endpoint);
}
