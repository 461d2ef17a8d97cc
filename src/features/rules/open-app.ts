import { safeRedirectPath } from '../../lib/query-param';

/** Schemes a server-sent app link may never use: they would run or read something here. */
const UNSAFE_SCHEMES = /^(javascript|data|vbscript|file|blob|about|http|https):/i;

/**
 * The deep link that opens the native app at a page: the server's app scheme
 * (untrusted: a plain custom scheme only) plus the shared path (a same-app path only).
 */
export function appDeepLink(scheme: string, sharedPath: string | null): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[\x21-\x7e]*$/i.test(scheme) || UNSAFE_SCHEMES.test(scheme)) {
    return null;
  }
  const path = safeRedirectPath(sharedPath);
  if (!path) return scheme;
  const joiner = scheme.includes('?') ? '&' : '?';
  return `${scheme}${joiner}path=${encodeURIComponent(path)}`;
}

// How long the page waits for the app to take over before offering the download.
export const OPEN_APP_FALLBACK_MS = 2500;
