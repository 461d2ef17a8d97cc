/**
 * Query-string values are untrusted (spec: validate at every boundary): a page
 * id is a positive safe integer written in plain digits, or nothing.
 */
export function positiveIntParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * A same-app path to return to after login (`?redirect=`), or null: only paths
 * that start with one slash, so the parameter can never send the user (and the
 * token-bearing app) to another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return /^[\x21-\x7e]+$/.test(value) ? value : null;
}
