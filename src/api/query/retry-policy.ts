import { isApiError } from '../api-error';
import { RETRY_LATER_CODES } from '../codes';

/**
 * Which failed calls are tried again. For queries, transport failures (no
 * answer, or none in time) are worth another try: a business code or an HTTP
 * error was already toasted once by the request layer and would only repeat
 * itself, an unreadable answer stays unreadable, and a cancelled call was wanted.
 * For queries and mutations alike, a "retry later" code (codes.ts: the server
 * still runs the first call of this Idempotency-Key) is sent again: react-query
 * retries with the same variables, so with the same key, and the stored answer
 * (a replay) then comes back as the ordinary answer.
 */
export const MAX_QUERY_RETRIES = 2;
/** 1 + 2 + 4 + 8 s: a call the server is carrying out gets 15 s to finish. */
export const MAX_RETRY_LATER_RETRIES = 4;

export function isTransportFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

export function isRetryLater(error: unknown): boolean {
  return isApiError(error) && error.code !== undefined && RETRY_LATER_CODES.has(error.code);
}

/** react-query's `retry`: `failureCount` failures so far (1 after the first). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isRetryLater(error)) return failureCount <= MAX_RETRY_LATER_RETRIES;
  return failureCount <= MAX_QUERY_RETRIES && isTransportFailure(error);
}

/**
 * A mutation is sent once (a change must not repeat by itself), except when the
 * server says the first call of its key is still running: sending it again with
 * the same key cannot run it twice.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount <= MAX_RETRY_LATER_RETRIES && isRetryLater(error);
}

/** 1 s, 2 s, 4 s … capped at 8 s: a flaky mobile link gets time to come back. */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 8000);
}
