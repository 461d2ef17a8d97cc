import * as z from 'zod/mini';
import type { SignIdentity } from './dev-defaults';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One business call, shared by the app and the reference server (STYLE.md §4).
 * The app calls it with `call(endpoint, input)` (src/api/call.ts); the server
 * declares it with `route(endpoint, { auth }, handler)`. Pages never build URLs
 * or headers themselves.
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
> {
  readonly method: HttpMethod;
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

/** Identity function that keeps the literal types of an endpoint object. */
export function defineEndpoint<I extends z.ZodMiniType, D extends z.ZodMiniType>(
  endpoint: Endpoint<I, D>,
): Endpoint<I, D> {
  return endpoint;
}

/** An endpoint that takes nothing. */
export const noInput = z.object({});
