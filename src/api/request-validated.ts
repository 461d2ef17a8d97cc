import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { REQUEST_MESSAGES } from './messages';
import { request, type RequestOptions } from './request';
import { getRequestEffects } from './request-effects';

// zod/mini loads no locale, so every issue message reads "Invalid input";
// the issue code and the expected type say more (e.g. `id: invalid_type, expected number`).
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.') || '(root)';
  const expected = issue.code === 'invalid_type' ? `, expected ${issue.expected}` : '';
  return `${where}: ${issue.code}${expected}`;
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.slice(0, 3).map(describeIssue).join('; ');
}

/**
 * request() whose answer is checked against a zod/mini schema before anyone uses
 * it, so an endpoint is one line: `requestValidated(schema, { method, url })`.
 * A wrong shape is an ApiError of kind 'parse' (and the same toast as an
 * unreadable answer, unless the call opts out).
 */
export async function requestValidated<S extends z.ZodMiniType>(
  schema: S,
  // raw returns the envelope, which the schema (written for data) would reject.
  options: Omit<RequestOptions, 'raw'>,
): Promise<z.output<S>> {
  const data = await request<unknown>(options);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (!options.noToast) getRequestEffects().toast(REQUEST_MESSAGES.parse);
  throw new ApiError(
    `Unexpected response from ${options.url}: ${describeIssues(result.error)}`,
    'parse',
    { data },
  );
}
