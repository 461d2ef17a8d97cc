import type { HttpMethod } from '../shared/contract';
import type { SignIdentity } from '../shared/sign';

export type { HttpMethod } from '../shared/contract';

/**
 * The options of one HTTP call (spec 000 §7). Screens never build these: they
 * call `call(endpoint, input)` (call.ts), which derives them from the endpoint
 * contract in src/shared/contracts.
 */
export interface RequestOptions {
  method: HttpMethod;
  /** Same-origin path, e.g. '/api/dh/auction/user/check/token'. */
  url: string;
  /** Query string. For GET, `data` is sent in the query too (a GET has no body). */
  params?: Record<string, unknown>;
  /** JSON body for POST, PUT and DELETE. */
  data?: Record<string, unknown>;
  /** Adds timestamp and sign to the payload (the query for GET, else the body). */
  sign?: SignIdentity;
  /** Payload fields to AES-encrypt before signing. */
  encrypt?: readonly string[];
  /** No toast of any kind for this call: the caller shows its own error UI. */
  noToast?: boolean;
  /** Resolve the whole envelope, whatever its code, with no code handling. */
  raw?: boolean;
  /** spec 000 §9: 10 s unless the call says otherwise. */
  timeoutMs?: number;
  /** Cancels the call: it rejects with an ApiError of kind 'abort', with no toast. */
  signal?: AbortSignal;
  /** Extra headers, only those headers.ts allows (e.g. Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}
