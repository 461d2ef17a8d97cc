import { isApiError } from '../../../api/api-error';

/** The transport failures a photo slot offers to send again (same photo, same key). */
export function canRetryUpload(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
