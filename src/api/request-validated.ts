import type { z } from 'zod';
import { ApiError } from './api-error';
import { REQUEST_MESSAGES } from './messages';
import { request, type RequestOptions } from './request';
import { getRequestEffects } from './request-effects';

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * request() whose answer is checked against a zod schema before anyone uses
 * it, so an endpoint is one line: `requestValidated(schema, { method, url })`.
 * A wrong shape is an ApiError of kind 'parse' (and the same toast as an
 * unreadable answer, unless the call opts out).
 */
export async function requestValidated<S extends z.ZodType>(
  schema: S,
  options: RequestOptions,
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
