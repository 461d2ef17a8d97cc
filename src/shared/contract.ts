import * as z from 'zod/mini';
import type { SignIdentity } from './sign';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. 'user': any logged-in user (a valid, unexpired
 * token); 'bidder': a logged-in user with a bidding number; 'seller': a
 * logged-in user with a seller id (spec 000 §2: the seller role); 'none':
 * anyone (the server still resolves the user when a valid token comes along).
 * Without a valid token a non-'none' endpoint answers tokenExpired; a user of
 * the wrong role gets forbidden.
 */
export type Auth = 'none' | 'user' | 'bidder' | 'seller';

/**
 * How the server treats the `Idempotency-Key` header. 'required' for every call
 * that moves money or changes an order, goods or a draft: a call without a key
 * is refused, and `call()` attaches the key of the user action itself.
 * 'optional': a key is honoured when sent. Keys are kept per user, so never on
 * an endpoint with `auth: 'none'`.
 */
export type Idempotency = 'required' | 'optional';

/**
 * One business call, shared by the app and the reference server (STYLE.md §4).
 * The app calls it with `call(endpoint, input)` (src/api/call.ts); the server
 * declares it with `route(endpoint, handler)`, reading who may call it (`auth`)
 * and its idempotency from here. Pages never build URLs or headers themselves.
 *
 * - `input` validates what the app sends: the JSON body (POST/PUT/DELETE) or the
 *   query (GET: values arrive as strings, so GET inputs use the `query*` fields
 *   of contract-fields.ts, which coerce).
 * - `data` validates the envelope's `data` on success; the app checks every
 *   answer against it, and the server's answers are checked in tests and
 *   development.
 */
export interface Endpoint<
  I extends z.ZodMiniType = z.ZodMiniType,
  D extends z.ZodMiniType = z.ZodMiniType,
  A extends Auth = Auth,
  K extends Idempotency | undefined = Idempotency | undefined,
> {
  readonly method: HttpMethod;
  /** Who may call it; the server's route reads it from here. */
  readonly auth: A;
  /**
   * The Idempotency-Key semantics; only on endpoints with a user. Kept as a
   * literal type (K), so `call()` can require the key of a 'required' contract.
   */
  readonly idempotency?: A extends 'none' ? never : K;
  /** Same-origin path, e.g. '/api/dh/auction/user/check/token'. */
  readonly path: string;
  /** One line for the generated payload documentation (docs/api.md). */
  readonly summary: string;
  /** spec 000 §6: adds timestamp and sign with this identity's secret. */
  readonly sign?: SignIdentity;
  /** spec 000 §7: input fields sent AES-encrypted (before signing). */
  readonly encrypt?: readonly string[];
  readonly input: I;
  readonly data: D;
  /** spec 000 §7: the call shows its own errors, no default toast (e.g. /add/marginV2). */
  readonly noToast?: boolean;
  /** spec 000 §7: the whole envelope is returned whatever its code (e.g. /add/margin/before/valid). */
  readonly raw?: boolean;
}

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;
export type AuthOf<E extends Endpoint> = E['auth'];

/** True for a contract whose calls must carry an Idempotency-Key ('required'). */
export type KeyRequired<E extends Endpoint> = 'required' extends E['idempotency'] ? true : false;

/**
 * Identity function that keeps the literal types of an endpoint object. Marked
 * free of side effects so a bundle that imports one contract of a file (or a
 * schema beside them) does not carry every other endpoint of that file.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  I extends z.ZodMiniType,
  D extends z.ZodMiniType,
  A extends Auth,
  K extends Idempotency | undefined = undefined,
>(endpoint: Endpoint<I, D, A, K>): Endpoint<I, D, A, K> {
  return endpoint;
}

/** An endpoint that takes nothing. */
export const noInput = z.object({});
