import type * as z from 'zod/mini';

// zod/mini loads no locale, so every issue message reads "Invalid input";
// the issue code and the expected type say more (e.g. `id: invalid_type, expected number`).
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.') || '(root)';
  const expected = issue.code === 'invalid_type' ? `, expected ${issue.expected}` : '';
  return `${where}: ${issue.code}${expected}`;
}

/** The first few issues of a failed parse, for a developer reading the error. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.slice(0, 3).map(describeIssue).join('; ');
}
