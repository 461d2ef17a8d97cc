import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { DataOf, Endpoint } from '../../src/shared/contract';
import type { AppContext } from '../app-context';
import type { Failure } from './failure';
import type { Idempotency } from './idempotency';
import type { BidderUser, SessionUser } from './session';

/**
 * Who may call a route. 'user': any logged-in user (a valid, unexpired token);
 * 'bidder': a logged-in user with a bidding number, anyone else logged in gets
 * BUSINESS_ERRORS.forbidden; 'none': anyone, the user is still resolved when a
 * valid token comes along (a public list may mark the caller's own items).
 * Without a valid token a 'user' or 'bidder' route answers tokenExpired.
 */
export type Auth = 'user' | 'bidder' | 'none';

export type UserFor<A extends Auth> = A extends 'bidder'
  ? BidderUser
  : A extends 'user'
    ? SessionUser
    : SessionUser | null;

/** Required: a route that needs no user must say `auth: 'none'`. */
export interface RouteOptions<A extends Auth> {
  auth: A;
  /**
   * The Idempotency-Key header (server/kit/idempotency.ts); keys are per user, so only
   * on routes with a user. Money-changing routes say 'required'.
   */
  idempotency?: A extends 'none' ? never : Idempotency;
}

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

/** `route(endpoint, { auth }, handler)`: what an area declares its routes with. */
export type RouteFn = <E extends Endpoint, A extends Auth>(
  endpoint: E,
  options: RouteOptions<A>,
  handler: RouteHandler<E, A>,
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
