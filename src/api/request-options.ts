import type { SignIdentity } from '../shared/dev-defaults';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** interfaces.md: the options of every call. */
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
}
