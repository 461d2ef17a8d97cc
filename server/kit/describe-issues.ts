import type * as z from 'zod/mini';

// zod/mini loads no locale, so every issue message reads "Invalid input"; the
// issue code and what was expected say more (the same wording as the app's
// src/api/request-validated.ts), e.g. `pageIndex: too_small, minimum 1`.
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.') || '(root)';
  switch (issue.code) {
    case 'invalid_type':
      return `${where}: invalid_type, expected ${issue.expected}`;
    case 'too_small':
      return `${where}: too_small, minimum ${String(issue.minimum)}`;
    case 'too_big':
      return `${where}: too_big, maximum ${String(issue.maximum)}`;
    default:
      return `${where}: ${issue.code}`;
  }
}

/** The first few issues, one clause each, for a 400 message or a log line. */
export function describeIssues(error: z.core.$ZodError, limit = 3): string {
  return error.issues.slice(0, limit).map(describeIssue).join('; ');
}
