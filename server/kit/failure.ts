import type { BusinessError } from '../../src/shared/codes';

/**
 * A business answer that is not success: what a route handler returns instead
 * of its data (`return fail(BUSINESS_ERRORS.notFound)`). A value, not a throw,
 * so the handler's type says which outcomes it has (STYLE.md §11).
 */
export class Failure {
  constructor(
    readonly code: string,
    readonly msg: string,
    /** Raw-envelope endpoints (spec 000 §7) may carry data with a failure code. */
    readonly data: unknown = null,
  ) {}
}

export function fail(
  error: BusinessError | { code: string; msg: string },
  data?: unknown,
): Failure {
  return new Failure(error.code, error.msg, data ?? null);
}
