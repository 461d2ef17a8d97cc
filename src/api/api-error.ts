/**
 * Why a call failed. `business`: the envelope carried a code other than 0000;
 * `http`: a non-2xx status; `network`: no answer at all; `timeout`: no answer
 * within the time limit; `parse`: an answer we cannot read (HTML, not an
 * envelope, or data of the wrong shape); `abort`: the caller cancelled the call
 * (its `signal` fired: a screen left, a newer query replaced it). An aborted
 * call is never toasted and never retried.
 */
export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'http' | 'parse' | 'abort';

export interface ApiErrorDetails {
  /** Envelope code, when the server sent one. */
  code?: string;
  /** HTTP status, when there was a response. */
  status?: number;
  /** Envelope data or parsed body, for callers that need the server's details. */
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code?: string;
  readonly status?: number;
  readonly data?: unknown;

  constructor(message: string, kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.data = details.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
