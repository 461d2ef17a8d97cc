import { isApiError } from './api-error';
import { userMessageOf } from './user-message';
import { getRequestEffects } from './request-effects';
import { BUSINESS_ERRORS, SILENT_CODES } from '../shared/codes';

// A platform without the v2 path answers HTTP 404/405/501 or the not-found code.
const UNSUPPORTED_STATUS = new Set([404, 405, 501]);

/** The v2 call's failure means "this platform has no v2": ask the v1 path instead. */
export function isUnsupported(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'http')
    return error.status !== undefined && UNSUPPORTED_STATUS.has(error.status);
  return error.kind === 'business' && error.code === BUSINESS_ERRORS.notFound.code;
}

/**
 * spec 000 §7 names v2 and v1 paths of one call (submit/v2 and submit, create/v2
 * and create, list/v2 and list, info/v2 and info). The v2 call is made silent so that its "not here" answer is not
 * shown; any other failure of it is toasted here as the request layer would.
 */
export async function withV1Fallback<D>(v2: () => Promise<D>, v1: () => Promise<D>): Promise<D> {
  try {
    return await v2();
  } catch (error) {
    if (isUnsupported(error)) return v1();
    const silent =
      isApiError(error) && (error.kind === 'abort' || SILENT_CODES.has(error.code ?? ''));
    if (!silent) getRequestEffects().toast(userMessageOf(error));
    throw error;
  }
}
