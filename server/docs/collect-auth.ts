import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../src/shared/contract';
import { recordedRoutes } from '../kit/route-recorder';
import type { Auth } from '../kit/route-types';

/** The auth each contract's route declares on this server. */
export function routeAuth(app: FastifyInstance): (endpoint: Endpoint) => Auth | undefined {
  const byEndpoint = new Map<Endpoint, Auth>();
  for (const route of recordedRoutes(app)) {
    if (route.contract) byEndpoint.set(route.contract.endpoint, route.contract.auth);
  }
  return (endpoint) => byEndpoint.get(endpoint);
}
