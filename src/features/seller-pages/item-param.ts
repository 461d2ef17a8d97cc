/**
 * `?itemId=` of /applyForRetesting is untrusted: absent is fine (the seller
 * picks), a positive integer preselects, anything else is a bad link (null).
 */
export function itemIdFromParam(value: string | null): number | undefined | null {
  if (value === null || value === '') return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** The first message of a schema check, or null when the value passes. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? '输入有误';
}
