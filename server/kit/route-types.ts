import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Auth, AuthOf, DataOf, Endpoint, Idempotency } from '../../src/shared/contract';
import type { AppContext } from '../app-context';
import type { Failure } from './failure';
import type { BidderUser, SellerUser, SessionUser } from './session';

export type { Auth };

export type UserFor<A extends Auth> = A extends 'bidder'
  ? BidderUser
  : A extends 'seller'
    ? SellerUser
    : A extends 'user'
      ? SessionUser
      : SessionUser | null;

export interface HandlerArgs<E extends Endpoint, A extends Auth> {
  /** Already checked against `endpoint.input` (signature checked, AES fields decrypted). */
  input: z.output<E['input']>;
  user: UserFor<A>;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The data of the answer, or a business failure (`fail(BUSINESS_ERRORS.notFound)`). */
export type HandlerResult<E extends Endpoint> = DataOf<E> | Failure;

export type RouteHandler<E extends Endpoint, A extends Auth> = (
  args: HandlerArgs<E, A>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/**
 * `route(endpoint, handler)`: what an area declares its routes with. Who may
 * call it and its idempotency are facts of the contract (src/shared/contract.ts).
 */
export type RouteFn = <E extends Endpoint>(
  endpoint: E,
  handler: RouteHandler<E, AuthOf<E>>,
) => void;

/** What the kit needs from the server. */
export interface KitOptions {
  ctx: AppContext;
  /**
   * Check every success answer against `endpoint.data` and answer 500 when it does not
   * match: on in development and tests, off in production (NODE_ENV=production).
   */
  checkAnswers: boolean;
}

/** Stored in the Fastify route's config, so hooks (the request log) and tests can read it. */
export interface ContractRouteConfig {
  endpoint: Endpoint;
  auth: Auth;
  idempotency?: Idempotency;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: ContractRouteConfig;
  }
}
