import { isApiError } from './api-error';
import { REQUEST_MESSAGES } from './messages';

/**
 * The text a user may read for a failed call. Transport and parse failures carry
 * developer text ("Network Error", "Unexpected response from …"), so they map to
 * the Chinese copy; business and HTTP failures carry the server's own message
 * (spec 000 §8). Anything that is not an ApiError gets the generic copy.
 */
export function userMessageOf(error: unknown): string {
  if (!isApiError(error)) return REQUEST_MESSAGES.business;
  switch (error.kind) {
    case 'network':
      return REQUEST_MESSAGES.network;
    case 'timeout':
      return REQUEST_MESSAGES.timeout;
    case 'parse':
      return REQUEST_MESSAGES.parse;
    case 'abort':
      return REQUEST_MESSAGES.aborted;
    case 'business':
    case 'http':
      return error.message.trim() || REQUEST_MESSAGES.business;
  }
}
