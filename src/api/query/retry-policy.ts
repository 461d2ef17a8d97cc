import { isApiError } from '../api-error';

/**
 * Which failed queries are tried again. Only transport failures (no answer,
 * or none in time) are worth another try: a business code or an HTTP error
 * was already toasted once by the request layer and would only repeat itself,
 * an unreadable answer stays unreadable, and a cancelled call was wanted.
 */
export const MAX_QUERY_RETRIES = 2;

export function isTransportFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/** react-query's `retry`: `failureCount` failures so far (1 after the first). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount <= MAX_QUERY_RETRIES && isTransportFailure(error);
}

/** 1 s, 2 s, 4 s … capped at 8 s: a flaky mobile link gets time to come back. */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 8000);
}
